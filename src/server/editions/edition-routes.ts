import { z } from 'zod';
import { editionPreviewSchema } from '../../contracts/edition-preview';
import {
  type EditionWire,
  editionCreatedSchema,
  editionCreateSchema,
  editionEditSchema,
  editionListSchema,
  editionSchema,
  pricesToWire,
} from '../../contracts/editions';
import { apiErrorSchema } from '../../contracts/errors';
import { centsToWireDollars } from '../../contracts/money';
import { passBodySchema } from '../../contracts/organiser';
import type { ProgressSummary } from '../../domain/progress';
import type { DatabaseHandle } from '../db';
import { notFound, organiserRead, type RouteScope } from '../plugins';
import {
  activateEdition,
  createEdition,
  editEdition,
  type IntoNewEdition,
  type Refused,
} from './edition-changes';
import { type Edition, listEditions } from './edition-store';
import { editionTotals } from './edition-totals';
import { editionPreviewOf } from './public-edition';

export interface EditionRoutesOptions {
  database: DatabaseHandle;
  now(): number;
  /** After the current edition changed (made current, or edited): answers built from it are dropped. */
  editionChanged(): void;
  /**
   * After an edition other than the current one was made or edited: the current one's past editions
   * (its year, name, whether before the current one) may have changed.
   */
  pastEditionsChanged(): void;
  /**
   * After another edition was made current: its incentives, donations and totals replace the outgoing
   * one's on every page (the totals at their new revision).
   */
  editionSwitched(progress: ProgressSummary): void;
  /** Copies the current edition's incentives into a new one (the donations feature's). */
  copyIncentives: IntoNewEdition;
}

const iso = (ms: number) => new Date(ms).toISOString();

function editionToWire(edition: Edition): EditionWire {
  return {
    id: edition.id,
    year: edition.year,
    name: edition.name,
    startsAt: iso(edition.startsMs),
    endsAt: iso(edition.endsMs),
    timeZone: edition.timeZone,
    timeZoneLabel: edition.timeZoneLabel,
    datesText: edition.datesText,
    venue: edition.venue,
    prices: pricesToWire(edition.prices),
    inPersonCapacity: edition.inPersonCapacity,
    salesCloseAt: edition.salesCloseMs === null ? null : iso(edition.salesCloseMs),
    fundraiserFrom: iso(edition.fundraiserFromMs),
    fundraiserUntil: iso(edition.fundraiserUntilMs),
    streamStartsAt: iso(edition.streamStartsMs),
    streamEndsAt: iso(edition.streamEndsMs),
    texts: edition.texts,
    current: edition.current,
    copiedScheduleEntries: edition.current ? 0 : (edition.schedule?.length ?? 0),
  };
}

// Edition ids are whole numbers; any other id names none and answers 404, as an unknown number does.
const editionId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);
const editionParams = z.object({ id: z.string().transform(editionId) });

const isRefused = <R extends Refused<400 | 404 | 409>>(result: object | R): result is R =>
  'refused' in result;

/** The organisers' editions (docs/product/organisers.md, "Editions"). */
export async function editionRoutes(app: RouteScope, options: EditionRoutesOptions) {
  const { database, now, editionChanged, pastEditionsChanged, editionSwitched } = options;
  const db = database.db;

  organiserRead(
    app,
    '/api/organiser/editions/list',
    { config: { roles: ['organiser'] }, answer: editionListSchema },
    async () => {
      const [editions, totals] = await Promise.all([listEditions(db), editionTotals(db)]);
      return {
        editions: editions.map((edition) => {
          const sums = totals.get(edition.id);
          return {
            ...editionToWire(edition),
            totals: {
              ticketOrders: sums?.ticketOrders ?? 0,
              ticketsSold: sums?.ticketsSold ?? 0,
              ticketsRaised: centsToWireDollars(sums?.ticketsCents ?? 0),
              donations: sums?.donations ?? 0,
              donationsRaised: centsToWireDollars(sums?.donationsCents ?? 0),
            },
          };
        }),
      };
    },
  );

  // What the public pages show of one edition, for the organiser's `?edition=` preview of them
  // (docs/decisions/082-the-public-site-follows-the-current-edition.md).
  organiserRead(
    app,
    '/api/organiser/editions/:id/preview',
    { config: { roles: ['organiser'] }, answer: editionPreviewSchema },
    async (_input, request) => {
      const id = editionId((request.params as { id: string }).id);
      const editions = id === null ? [] : await listEditions(db);
      const found = editions.find((edition) => edition.id === id);
      if (!found) throw notFound('There is no such edition.');
      return editionPreviewOf(found, editions);
    },
  );

  app.post(
    '/api/organiser/editions',
    {
      config: { roles: ['organiser'] },
      schema: { body: editionCreateSchema, response: { 201: editionCreatedSchema, 409: apiErrorSchema } },
    },
    async (request, reply) => {
      const { year, startsAt, endsAt, copySchedule, copyIncentives } = request.body;
      const result = await createEdition(
        db,
        {
          year,
          startsMs: Date.parse(startsAt),
          endsMs: Date.parse(endsAt),
          copySchedule: copySchedule ?? false,
          copyIncentives: copyIncentives ? options.copyIncentives : null,
        },
        request.crew.name,
        now(),
      );
      if (isRefused(result)) return reply.status(result.status).send({ error: result.refused });
      pastEditionsChanged();
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/organiser/editions/:id',
    {
      config: { roles: ['organiser'] },
      schema: {
        params: editionParams,
        body: editionEditSchema,
        response: { 200: editionSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      if (id === null) return reply.status(404).send({ error: 'There is no such edition.' });
      const result = await editEdition(db, id, request.body, request.crew.name, now());
      if (isRefused(result)) return reply.status(result.status).send({ error: result.refused });
      if (result.current) editionChanged();
      else pastEditionsChanged();
      return editionToWire(result);
    },
  );

  app.post(
    '/api/organiser/editions/:id/activate',
    {
      config: { roles: ['organiser'] },
      schema: {
        params: editionParams,
        body: passBodySchema,
        response: { 200: editionSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      if (id === null) return reply.status(404).send({ error: 'There is no such edition.' });
      const result = await activateEdition(db, id, request.crew.name, now());
      if (isRefused(result)) return reply.status(result.status).send({ error: result.refused });
      editionChanged();
      if (result.progress) editionSwitched(result.progress);
      return editionToWire(result);
    },
  );
}
