// Wire shapes of the ticket calls (docs/product/tickets.md, "Calls") and of the socket 'ticket' event.
// The request schemas check structure only. The Checkout errors, the lengths of what the buyer typed
// (src/domain/tickets/limits.ts) and the price come from src/domain/tickets (checkInPersonOrder /
// checkLivestreamOrder), which the server runs next: a refusal then reads as the page's list does
// ("Name on Badge (Adult 1) is too long (at most 100 characters)."), not as a path into the body.
import * as z from 'zod/mini';
import type { Cents } from '../domain/money';
import { MAX_TICKETS_PER_ORDER, totalTickets } from '../domain/tickets/counts';
import { MAX_DISCOUNT_LENGTH } from '../domain/tickets/limits';
import { namesListLength } from '../domain/tickets/names-list';
import { centsToWireDollars, dollarsSchema } from './money';

const count = z.int().check(z.minimum(0), z.maximum(MAX_TICKETS_PER_ORDER));

const inPersonCountsSchema = z.strictObject({
  adult: count,
  child: count,
  student: count,
  unwaged: count,
});
const livestreamCountsSchema = z.strictObject({ adult: count, student: count, unwaged: count });

/** Text the buyer typed; its length is checked with the Checkout errors (the request body's limit bounds it here). */
const typed = z.string().check(z.trim());
/** One entry per ticket, in ticket order. */
export const ticketNamesSchema = z.array(typed).check(z.minLength(1), z.maxLength(MAX_TICKETS_PER_ORDER));

export const inPersonInfoSchema = z.strictObject({
  names: ticketNamesSchema,
  phone: typed,
  email: typed,
  dietaryRestrictions: z.boolean(),
  dietaryRestrictionsDetails: typed,
  accomodations: z.boolean(),
  accomodationsDetails: typed,
  volunteer: z.boolean(),
  dinner: z.boolean(),
});

const livestreamInfoSchema = z.strictObject({ names: ticketNamesSchema });

/** The checks that need two fields at once: the order size and one name (or email) per ticket. */
function checkOrderShape(
  ctx: z.core.$RefinementCtx,
  tickets: Record<string, number>,
  info: { names: string[] },
): void {
  const total = totalTickets(tickets);
  if (total > MAX_TICKETS_PER_ORDER) {
    ctx.addIssue({
      code: 'custom',
      path: ['tickets'],
      message: `An order can hold at most ${MAX_TICKETS_PER_ORDER} tickets.`,
    });
    return;
  }
  const expected = namesListLength(total);
  if (info.names.length !== expected)
    ctx.addIssue({
      code: 'custom',
      path: ['info', 'names'],
      message: `The names list must hold one entry per ticket: ${expected} expected, ${info.names.length} sent.`,
    });
}

const inPersonOrderBody = z
  .strictObject({
    tickets: inPersonCountsSchema,
    info: inPersonInfoSchema,
    discount: typed,
    amount: dollarsSchema,
    // In person the page sends no type; an explicit undefined is the same as none.
    type: z.optional(z.undefined()),
    /** The secret of a waiting-list link whose held places this order takes (docs/product/tickets.md). */
    hold: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  })
  .check(z.superRefine((order, ctx) => checkOrderShape(ctx, order.tickets, order.info)));

const livestreamOrderBody = z
  .strictObject({
    tickets: livestreamCountsSchema,
    info: livestreamInfoSchema,
    // The livestream has no codes; the page sends '' and a code is refused rather than silently dropped,
    // so nobody pays believing a discount was taken.
    discount: z.optional(
      z.string().check(
        z.maxLength(MAX_DISCOUNT_LENGTH),
        z.refine((code) => code.trim() === '', {
          message: 'Discount codes apply to in-person tickets only.',
        }),
      ),
    ),
    amount: dollarsSchema,
    type: z.literal('stream'),
  })
  .check(z.superRefine((order, ctx) => checkOrderShape(ctx, order.tickets, order.info)));

/**
 * Body of POST /api/tickets/create. In person: { tickets, info, discount, amount }; livestream adds
 * type: 'stream'. `amount` is dollars on the wire and `amountCents` after parsing; the server compares it
 * with its own price and never charges it.
 */
export const createTicketOrderSchema = z.pipe(
  z.discriminatedUnion('type', [inPersonOrderBody, livestreamOrderBody]),
  z.transform((order) =>
    order.type === 'stream'
      ? { kind: 'livestream' as const, tickets: order.tickets, info: order.info, amountCents: order.amount }
      : {
          kind: 'in-person' as const,
          tickets: order.tickets,
          info: order.info,
          discount: order.discount,
          amountCents: order.amount,
          ...(order.hold === undefined ? {} : { hold: order.hold }),
        },
  ),
);
export type CreateTicketOrderBody = z.input<typeof createTicketOrderSchema>;
export type CreateTicketOrder = z.output<typeof createTicketOrderSchema>;
export type InPersonOrderBody = z.input<typeof inPersonOrderBody>;
export type LivestreamOrderBody = z.input<typeof livestreamOrderBody>;

/**
 * One ticket purchase as the progress views see it (docs/product/tickets.md): in POST /api/tickets' answer
 * and in each socket 'ticket' event. `amount` in dollars, `time` an ISO 8601 string.
 */
export const ticketRecordSchema = z.object({
  /** Increases with each purchase; the overlay uses it to skip what its summary already counted. */
  id: z.int(),
  count: z.int().check(z.minimum(1)),
  amount: z.number().check(z.minimum(0)),
  stream: z.boolean(),
  time: z.iso.datetime(),
});
export type TicketRecordWire = z.infer<typeof ticketRecordSchema>;

export const ticketHistoryResponseSchema = z.array(ticketRecordSchema);

/** What the server stores, in the system's units. */
export interface TicketRecord {
  id: number;
  count: number;
  amountCents: Cents;
  stream: boolean;
  timeMs: number;
}

export function ticketRecordToWire(record: TicketRecord): TicketRecordWire {
  return {
    id: record.id,
    count: record.count,
    amount: centsToWireDollars(record.amountCents),
    stream: record.stream,
    time: new Date(record.timeMs).toISOString(),
  };
}
