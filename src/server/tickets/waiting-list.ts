import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { holdEndedText, noWaitingListText, waitingListTexts } from '../../../content/waiting-list';
import { type EmailEdition, placesFreedEmail } from '../../../content/waiting-list-emails';
import type { OrganiserWaitingList } from '../../contracts/organiser-waiting-list';
import type { WaitingListHold, WaitingListJoin } from '../../contracts/waiting-list';
import { placesLeft, type SalesRules, salesOpen } from '../../domain/tickets/ticket-sales';
import { entriesToOffer } from '../../domain/tickets/waiting-list';
import { currentEditionId, type Database } from '../db';
import { type Edition, readCurrentEdition } from '../editions';
import { conflict, gone } from '../plugins';
import { lockSettings, readSettings } from './event-settings-store';
import { placesTaken } from './ticket-places';
import { lapseEndedHolds } from './waiting-list-lapses';
import { enqueueWaitingListMail } from './waiting-list-mail';
import { findActiveHold, holdTokenHash, joinWaitingList, waitingListEntries } from './waiting-list-store';

// The waiting list for sold-out in-person places (docs/product/tickets.md, "The waiting list";
// docs/decisions/076-waiting-list.md). Freed places are offered by a pass the in-flight sweep runs at
// start and every minute: holds that lapsed leave the list (their people are told, waiting-list-lapses.ts),
// then the places free now go, in line order, to each entry whose places fit, as a hold emailed with a
// personal link. The pass runs under the same settings-row lock as every order's count and insert
// (ticket-sales.ts), so a place is never both offered and sold. It reads the current edition's list only
// (docs/decisions/081-codes-and-waiting-list-per-edition.md).

export interface WaitingListOptions {
  db: Kysely<Database>;
  /** The sales rules in force now (the current edition's, under the configuration's): ticket-sales.ts. */
  rules: (from?: Kysely<Database>) => Promise<SalesRules & { closedText: string }>;
  /** WAITING_LIST_HOLD: how long a hold keeps its places. */
  holdMs: number;
  publicUrl: string;
  now: () => number;
  /** Holds given or ended change the places the public answer counts. */
  placesChanged: () => void;
  log: { info(details: object, message: string): void };
}

export interface WaitingList {
  join(join: WaitingListJoin): Promise<string>;
  /** What an emailed link holds now; 410 once its hold ended or its places were bought. */
  hold(token: string): Promise<WaitingListHold>;
  /**
   * One pass over the current edition's list: lapsed holds leave it (their people are emailed), freed
   * places are offered. Resolves with the holds offered.
   */
  run(): Promise<number>;
  list(): Promise<OrganiserWaitingList>;
}

/** The secret in an emailed link: 24 random bytes, base64url (like the prize claim links). */
const newHoldToken = () => randomBytes(24).toString('base64url');

const mailEdition = (edition: Edition): EmailEdition => ({
  name: edition.name,
  year: edition.year,
  timeZone: edition.timeZone,
  timeZoneLabel: edition.timeZoneLabel,
});

export function waitingList(options: WaitingListOptions): WaitingList {
  const { db, now } = options;
  let running: Promise<number> | undefined;

  async function pass(): Promise<number> {
    const nowMs = now();
    const outcome = await db.transaction().execute(async (trx) => {
      const settings = await lockSettings(trx);
      const rules = await options.rules(trx);
      const capacity = rules.inPersonCapacity;
      const edition = mailEdition(await readCurrentEdition(trx));
      const lapsed = await lapseEndedHolds(trx, { edition, publicUrl: options.publicUrl, nowMs });
      if (capacity === null || !salesOpen(settings.salesClosed, rules.closesAt, nowMs))
        return { lapsed, offered: 0 };
      const taken = await placesTaken(trx, nowMs);
      const free = placesLeft(capacity, taken.sold + taken.held + taken.waitingList) ?? 0;
      const waiting = await trx
        .selectFrom('waiting_list')
        .select(['id', 'email', 'places'])
        .where('edition_id', '=', currentEditionId(trx))
        .where('held_until_ms', 'is', null)
        .orderBy('id')
        .execute();
      const offers = entriesToOffer(
        waiting.map((entry) => ({ ...entry, places: Number(entry.places) })),
        free,
      );
      const untilMs = nowMs + options.holdMs;
      for (const entry of offers) {
        const token = newHoldToken();
        await trx
          .updateTable('waiting_list')
          .set({
            held_places: entry.places,
            held_until_ms: untilMs,
            offered_ms: nowMs,
            hold_token_hash: holdTokenHash(token),
            order_id: null,
          })
          .where('id', '=', entry.id)
          .execute();
        await enqueueWaitingListMail(
          trx,
          entry,
          placesFreedEmail({
            edition,
            places: entry.places,
            // After '#': a fragment never reaches a server, so the secret stays out of every log.
            holdUrl: `${options.publicUrl}/tickets#hold=${token}`,
            untilMs,
          }),
          `waiting-list:${entry.id}:${nowMs}`,
          nowMs,
        );
      }
      return { lapsed, offered: offers.length };
    });
    if (outcome.lapsed + outcome.offered > 0) {
      options.placesChanged();
      options.log.info(outcome, 'waiting list: lapsed holds passed on, freed places offered');
    }
    return outcome.offered;
  }

  return {
    async join(join) {
      const rules = await options.rules();
      if (rules.inPersonCapacity === null) throw conflict(noWaitingListText);
      const settings = await readSettings(db);
      if (!salesOpen(settings.salesClosed, rules.closesAt, now())) throw conflict(rules.closedText);
      await joinWaitingList(db, join, now());
      return waitingListTexts.joined(join.count);
    },
    async hold(token) {
      const hold = await findActiveHold(db, token, now());
      if (!hold) throw gone(holdEndedText);
      return { places: Number(hold.held_places), until: new Date(Number(hold.held_until_ms)).toISOString() };
    },
    run() {
      running ??= pass().finally(() => {
        running = undefined;
      });
      return running;
    },
    async list() {
      return {
        capacity: (await options.rules()).inPersonCapacity,
        holdMinutes: Math.round(options.holdMs / 60_000),
        entries: await waitingListEntries(db, now()),
      };
    },
  };
}
