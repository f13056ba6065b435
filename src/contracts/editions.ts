// The organisers' editions (docs/product/organisers.md, "Editions"; docs/decisions/075-editions-as-data.md):
// one year's convention as data, copied from the current one, edited, then made current. Organiser
// shapes, in classic zod, composing the mini dollars (docs/decisions/070-one-validator-per-wire-shape.md).
import { z } from 'zod';
import { inPersonTicketTypes, livestreamTicketTypes } from '../domain/tickets/counts';
import { centsToWireDollars, dollarsSchema } from './money';
import { passBodySchema } from './organiser';

const MAX_TEXT = 500;
const text = z.string().trim().min(1).max(MAX_TEXT);
const instant = z.iso.datetime({
  offset: true,
  error: 'Give a date and time such as 2026-04-02T09:00:00-04:00.',
});

const editionVenueSchema = z.object({
  name: text,
  address: text,
  area: text,
  nearestStation: text,
  walkFromStation: text,
});
export type EditionVenue = z.infer<typeof editionVenueSchema>;

const ticketTypeTextSchema = z.object({ label: text, ages: text.optional(), description: text });

/** The texts of an edition that name it (its year, its dates), as its pages show them. */
const editionTextsSchema = z.object({
  /** Both ticket pages and POST /api/tickets/create (409) once sales are closed. */
  salesClosed: text,
  inPersonTypes: z.object(
    Object.fromEntries(inPersonTicketTypes.map((type) => [type, ticketTypeTextSchema])) as Record<
      (typeof inPersonTicketTypes)[number],
      typeof ticketTypeTextSchema
    >,
  ),
  livestreamTypes: z.object(
    Object.fromEntries(livestreamTicketTypes.map((type) => [type, ticketTypeTextSchema])) as Record<
      (typeof livestreamTicketTypes)[number],
      typeof ticketTypeTextSchema
    >,
  ),
});
export type EditionTexts = z.infer<typeof editionTextsSchema>;

const price = z.number().min(0);
/** Ticket prices in dollars, per ticket type (the types themselves are the site's: src/domain/tickets). */
const editionPricesSchema = z.object({
  inPerson: z.object({ adult: price, child: price, student: price, unwaged: price }),
  livestream: z.object({ adult: price, student: price, unwaged: price }),
});

export const editionSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  timeZoneLabel: z.string(),
  datesText: z.string(),
  venue: editionVenueSchema,
  prices: editionPricesSchema,
  /** Most in-person tickets sold in all; null: no limit (IN_PERSON_CAPACITY, when set, wins). */
  inPersonCapacity: z.number().int().nullable(),
  /** Sales end by themselves here; null: open until organisers close them. */
  salesCloseAt: z.string().nullable(),
  fundraiserFrom: z.string(),
  fundraiserUntil: z.string(),
  streamStartsAt: z.string(),
  streamEndsAt: z.string(),
  texts: editionTextsSchema,
  current: z.boolean(),
  /** A schedule copied with it waits to be made current with it (false once current). */
  copiedScheduleEntries: z.number().int(),
});
export type EditionWire = z.infer<typeof editionSchema>;

/** What one edition sold and raised, net of refunds (dollars). */
const editionTotalsSchema = z.object({
  ticketOrders: z.number().int(),
  /** Badges and stream links still sold (a ticket refunded on its own no longer counts). */
  ticketsSold: z.number().int(),
  ticketsRaised: z.number(),
  donations: z.number().int(),
  donationsRaised: z.number(),
});

/** GET /api/organiser/editions/list (or POST with {pass}): every edition, newest year first, with its totals. */
export const editionListSchema = z.object({
  editions: z.array(editionSchema.extend({ totals: editionTotalsSchema })),
});

/**
 * Which edition a dashboard list shows (its orders, badges, attendees): an edition's id, as
 * GET /api/organiser/editions/list gives it; left out, the current edition's
 * (docs/product/organisers.md, "Editions").
 */
export const listedEditionSchema = z.number().int().positive().optional();

/** Body of the reads of one edition's badges and attendees (POST /api/badgelist, /api/organiser/attendees). */
export const editionReadBodySchema = z.object({ ...passBodySchema.shape, edition: listedEditionSchema });

const year = z
  .number({ error: 'The year must be a number, such as 2026.' })
  .int('The year must be a whole number, such as 2026.')
  .min(2000, 'The year must be 2000 or later.')
  .max(2200, 'The year must be 2200 or earlier.');

/**
 * POST /api/organiser/editions: the next edition, copied from the current one (prices, ticket types,
 * capacity, venue, texts; the fundraiser and stream times move with the dates). `copySchedule`: the
 * current schedule comes along too, moved by the same amount; otherwise the new edition starts with none.
 * `copyIncentives`: the current edition's incentives and options too, nothing raised
 * (docs/decisions/080-incentives-totals-and-retention-per-edition.md); otherwise it starts with none.
 */
export const editionCreateSchema = z
  .object({
    ...passBodySchema.shape,
    year,
    startsAt: instant,
    endsAt: instant,
    copySchedule: z.boolean().optional(),
    /** The current edition's incentives come along too. */
    copyIncentives: z.boolean().optional(),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: 'The edition must end after it starts.',
    path: ['endsAt'],
  });

export const editionCreatedSchema = z.object({ id: z.number().int() });

/** POST /api/organiser/editions/:id {pass, ...fields}: changes only the fields given. */
export const editionEditSchema = z.object({
  ...passBodySchema.shape,
  year: year.optional(),
  name: text.optional(),
  startsAt: instant.optional(),
  endsAt: instant.optional(),
  timeZone: text.optional(),
  timeZoneLabel: text.optional(),
  datesText: text.optional(),
  venue: editionVenueSchema.optional(),
  prices: z
    .object({
      inPerson: z.object({
        adult: dollarsSchema,
        child: dollarsSchema,
        student: dollarsSchema,
        unwaged: dollarsSchema,
      }),
      livestream: z.object({ adult: dollarsSchema, student: dollarsSchema, unwaged: dollarsSchema }),
    })
    .optional(),
  inPersonCapacity: z
    .number()
    .int('The capacity is a whole number of places.')
    .min(1, 'The capacity must be at least 1 place (or empty: no limit).')
    .max(100_000)
    .nullable()
    .optional(),
  salesCloseAt: instant.nullable().optional(),
  fundraiserFrom: instant.optional(),
  fundraiserUntil: instant.optional(),
  streamStartsAt: instant.optional(),
  streamEndsAt: instant.optional(),
  texts: editionTextsSchema.optional(),
});
export type EditionEdit = z.infer<typeof editionEditSchema>;

export const pricesToWire = (prices: {
  inPerson: Record<(typeof inPersonTicketTypes)[number], number>;
  livestream: Record<(typeof livestreamTicketTypes)[number], number>;
}) => ({
  inPerson: {
    adult: centsToWireDollars(prices.inPerson.adult),
    child: centsToWireDollars(prices.inPerson.child),
    student: centsToWireDollars(prices.inPerson.student),
    unwaged: centsToWireDollars(prices.inPerson.unwaged),
  },
  livestream: {
    adult: centsToWireDollars(prices.livestream.adult),
    student: centsToWireDollars(prices.livestream.student),
    unwaged: centsToWireDollars(prices.livestream.unwaged),
  },
});

/** An edition's ticket type texts as the ticket pages read them (ticket-sales.ts, edition-preview.ts). */
export const typeTextsToWire = (texts: Pick<EditionTexts, 'inPersonTypes' | 'livestreamTypes'>) => ({
  inPerson: texts.inPersonTypes,
  livestream: texts.livestreamTypes,
});
