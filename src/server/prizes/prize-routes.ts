import { z } from 'zod';
import { changeNotice } from '../../contracts/change-notice';
import { passBodySchema } from '../../contracts/organiser';
import {
  createdPrizeSchema,
  markedClaimedSchema,
  newPrizeSchema,
  organiserPrizeListSchema,
  prizeDrawAnswerSchema,
} from '../../contracts/prize-edits';
import { prizeClaimAnswerSchema, prizeClaimSchema, prizeListSchema } from '../../contracts/prizes';
import { type DatabaseHandle, quoted, recordAudit } from '../db';
import type { Outbox } from '../mail';
import { type AnswerCache, organiserRead, type RouteScope, sendCached } from '../plugins';
import type { RealtimeServer } from '../realtime';
import { claimPrize } from './claim-prize';
import { drawPrize } from './draw-prize';
import { markClaimed } from './mark-claimed';
import { currentEntries } from './prize-entries';
import { allPrizes, insertPrize, prizeToWire, windowOf } from './prize-store';

export interface PrizeRoutesOptions {
  database: DatabaseHandle;
  realtime: RealtimeServer;
  outbox: Pick<Outbox, 'wake'>;
  publicUrl: string;
  /** PRIZE_CLAIM_DAYS: how long a winner has to claim. */
  claimDays: number;
  now: () => number;
  /** Drops the kept answer of GET /api/prizes after a change. */
  dropPublicList: () => void;
}

const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** Prizes for everyone (docs/product/prizes.md, "Calls"): the list, and a winner's claim. */
export async function publicPrizeRoutes(
  app: RouteScope,
  options: Pick<PrizeRoutesOptions, 'database' | 'now'> & { publicList: AnswerCache },
) {
  const { db } = options.database;
  const now = options.now;

  app.get(
    '/api/prizes',
    { config: { public: true }, schema: { response: { 200: prizeListSchema } } },
    (request, reply) => sendCached(reply, options.publicList, request),
  );

  app.post(
    '/api/prizes/claim',
    {
      config: { public: true },
      schema: { body: prizeClaimSchema, response: { 200: prizeClaimAnswerSchema } },
    },
    async (request) => claimPrize(db, request.body.token, now()),
  );
}

/** The organisers' prizes (docs/product/prizes.md, "Calls"): add, list with entries and winners, draw, mark claimed. */
export async function organiserPrizeRoutes(app: RouteScope, options: PrizeRoutesOptions) {
  const { db } = options.database;
  const now = options.now;

  app.post(
    '/api/organiser/prizes',
    {
      config: { roles: ['organiser'] },
      schema: { body: newPrizeSchema, response: { 201: createdPrizeSchema } },
    },
    async (request, reply) => {
      const nowMs = now();
      const id = await db.transaction().execute(async (trx) => {
        const created = await insertPrize(trx, request.body, request.crew.name, nowMs);
        await recordAudit(trx, `Added prize ${quoted(request.body.name)}`, request.crew.name, nowMs);
        return created;
      });
      options.dropPublicList();
      options.realtime.emit('prizes-changed', changeNotice(nowMs));
      return reply.code(201).send({ id });
    },
  );

  organiserRead(
    app,
    '/api/organiser/prizes/list',
    { config: { roles: ['organiser'] }, answer: organiserPrizeListSchema },
    async () => {
      const nowMs = now();
      const list = await allPrizes(db, nowMs);
      return Promise.all(
        list.map(async ({ prize, winners, undone }) => {
          const excluded = new Set(winners.map((winner) => winner.donor_key).filter((key) => key !== ''));
          const { entries } = await currentEntries(db, windowOf(prize), excluded);
          return {
            ...prizeToWire(prize, winners, undone, nowMs),
            entries: entries.length,
            history: winners.map((winner) => ({
              id: Number(winner.id),
              name: winner.public_name,
              email: winner.email,
              drawnAt: iso(winner.drawn_ms)!,
              drawnBy: winner.drawn_by,
              entries: Number(winner.entry_count),
              claimDeadline: iso(winner.claim_deadline_ms)!,
              claimedAt: iso(winner.claimed_ms),
              lapsed:
                winner.lapsed_ms !== null ||
                (winner.claimed_ms === null && nowMs >= Number(winner.claim_deadline_ms)),
              undone: undone.has(Number(winner.id)),
            })),
          };
        }),
      );
    },
  );

  app.post(
    '/api/organiser/prizes/winners/:id/claimed',
    {
      config: { roles: ['organiser'] },
      schema: { params: idParams, body: passBodySchema, response: { 200: markedClaimedSchema } },
    },
    async (request) => {
      const marked = await markClaimed(db, request.params.id, request.crew.name, now());
      options.dropPublicList();
      options.realtime.emit('prizes-changed', changeNotice(now()));
      return marked;
    },
  );

  app.post(
    '/api/organiser/prizes/:id/draw',
    {
      config: { roles: ['organiser'] },
      schema: {
        params: idParams,
        body: passBodySchema,
        response: { 200: prizeDrawAnswerSchema },
      },
    },
    async (request) => {
      const drawn = await drawPrize(
        { db, publicUrl: options.publicUrl, claimDays: options.claimDays, now },
        request.params.id,
        request.crew.name,
      );
      options.outbox.wake();
      options.realtime.emit('prize-won', { prize: drawn.prize, winners: drawn.answer.winners });
      options.dropPublicList();
      options.realtime.emit('prizes-changed', changeNotice(now()));
      return drawn.answer;
    },
  );
}
