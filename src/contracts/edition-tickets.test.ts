// The 2025 ticket content against docs/product/tickets.md ("Ticket types and prices", "Discount codes"), and
// the page-to-server round trip with those values: what the page computes and sends is exactly what the
// server accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountCodeSeed } from '../../content/discount-codes';
import {
  foodCutoff,
  inPersonPrices,
  inPersonTicketText,
  livestreamPrices,
  livestreamTicketText,
} from '../../content/tickets';
import { centsToDollars } from '../domain/money';
import { isValidPhone } from '../domain/phone';
import type { InPersonTicketType } from '../domain/tickets/counts';
import { checkInPersonOrder, checkLivestreamOrder } from '../domain/tickets/order-check';
import { type DiscountCode, discountStatus, quoteTickets } from '../domain/tickets/pricing';
import { specInPersonLabels, specLivestreamLabels } from '../domain/tickets/test-fixtures';

// The demo edition's pricing as the server seeds it (src/server/editions/content-edition.ts).
const inPersonPricing = (discountCodes: readonly DiscountCode<InPersonTicketType>[]) => ({
  prices: inPersonPrices,
  discountCodes,
});
const livestreamPricing = { prices: livestreamPrices, discountCodes: [] as const };

import { inPersonOrderErrors } from '../domain/tickets/validation';
import { discountCodeSchema, ruleToWire } from './discounts';
import { createTicketOrderSchema } from './tickets';

// The server prices with the seeded codes; the page with the one code the server described to it.
const serverPricing = inPersonPricing(discountCodeSeed);
const noTickets = { adult: 0, child: 0, student: 0, unwaged: 0 };
function pagePricing(typed: string) {
  const { discount: code } = discountStatus(noTickets, typed, discountCodeSeed);
  if (!code) return inPersonPricing([]);
  // As the page reads the server's JSON answer.
  const read = discountCodeSchema.safeParse(JSON.parse(JSON.stringify(ruleToWire(code))));
  if (!read.success) throw new Error(`The page could not read the rule of ${code.code}.`);
  return inPersonPricing([read.data]);
}

describe('2025 ticket content', () => {
  it('has the in-person prices of docs/product/tickets.md: adult $140, child, student and unwaged $10', () => {
    expect(inPersonPrices).toEqual({ adult: 14000, child: 1000, student: 1000, unwaged: 1000 });
  });

  it('has the livestream prices of docs/product/tickets.md: adult $30, student and unwaged $10', () => {
    expect(livestreamPrices).toEqual({ adult: 3000, student: 1000, unwaged: 1000 });
  });

  it('names the ticket types as the domain tests do (the Checkout errors say which badge)', () => {
    expect(inPersonTicketText).toMatchObject(specInPersonLabels);
    expect(livestreamTicketText).toMatchObject(specLivestreamLabels);
  });

  it('halves with SPONSOR for up to three tickets and takes $40 off with PRESENTER and an adult', () => {
    const counts = (adult: number, child: number) => ({ adult, child, student: 0, unwaged: 0 });
    expect(quoteTickets(counts(1, 2), 'sponsor', serverPricing).totalCents).toBe(8000);
    expect(quoteTickets(counts(2, 2), 'sponsor', serverPricing).totalCents).toBe(30000);
    expect(quoteTickets(counts(1, 0), 'Presenter', serverPricing).totalCents).toBe(10000);
    expect(quoteTickets(counts(0, 1), 'PRESENTER', serverPricing).totalCents).toBe(1000);
    expect(discountCodeSeed.map((c) => c.code)).toEqual(['SPONSOR', 'PRESENTER']);
  });

  it('offers no code on the livestream', () => {
    expect(livestreamPricing.discountCodes).toEqual([]);
  });

  it('ends the food guarantee when March 24 ends in Boston', () => {
    expect(new Date(foodCutoff * 1000).toISOString()).toBe('2025-03-25T04:00:00.000Z');
  });
});

const typedCode = fc.constantFrom('', 'SPONSOR', 'sponsor', 'PRESENTER', 'Presenter', 'WRONG');
const name = fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim() !== '');

describe('what the page sends, the server accepts at the same price', () => {
  it('for any valid in-person order', () => {
    const orders = fc
      .record({
        adult: fc.nat(12),
        child: fc.nat(12),
        student: fc.nat(12),
        unwaged: fc.nat(12),
      })
      .filter((t) => t.adult + t.child + t.student + t.unwaged > 0)
      .chain((tickets) =>
        fc.record({
          tickets: fc.constant(tickets),
          names: fc.array(name, {
            minLength: tickets.adult + tickets.child + tickets.student + tickets.unwaged,
            maxLength: tickets.adult + tickets.child + tickets.student + tickets.unwaged,
          }),
          discount: typedCode,
          dietaryRestrictions: fc.boolean(),
          volunteer: fc.boolean(),
        }),
      );
    fc.assert(
      fc.property(orders, (o) => {
        const info = {
          names: o.names,
          phone: '+16175550100',
          email: 'buyer@example.com',
          dietaryRestrictions: o.dietaryRestrictions,
          dietaryRestrictionsDetails: o.dietaryRestrictions ? 'No nuts' : '',
          accomodations: false,
          accomodationsDetails: '',
          volunteer: o.volunteer,
          dinner: true,
        };
        const page = { tickets: o.tickets, info, discount: o.discount };
        // An order the page would not let through (SPONSOR on four tickets) is not sent at all.
        fc.pre(
          inPersonOrderErrors(page, {
            ...pagePricing(o.discount),
            ticketLabels: inPersonTicketText,
            isValidPhone,
          }).length === 0,
        );
        const shown = quoteTickets(o.tickets, o.discount, pagePricing(o.discount)).totalCents;
        const parsed = createTicketOrderSchema.parse({ ...page, amount: centsToDollars(shown) });
        expect(parsed.kind).toBe('in-person');
        if (parsed.kind !== 'in-person') return;
        const check = checkInPersonOrder(parsed, serverPricing, inPersonTicketText);
        expect(check).toMatchObject({ ok: true, quote: { totalCents: shown } });
      }),
    );
  });

  it('for any valid livestream order', () => {
    const tickets = fc
      .record({ adult: fc.nat(15), student: fc.nat(15), unwaged: fc.nat(15) })
      .filter((t) => t.adult + t.student + t.unwaged > 0);
    fc.assert(
      fc.property(tickets, (t) => {
        const names = Array.from(
          { length: t.adult + t.student + t.unwaged },
          (_, i) => `viewer${i}@example.com`,
        );
        const shown = quoteTickets(t, '', livestreamPricing).totalCents;
        const body = {
          tickets: t,
          info: { names },
          discount: '',
          amount: centsToDollars(shown),
          type: 'stream',
        };
        const parsed = createTicketOrderSchema.parse(body);
        if (parsed.kind !== 'livestream') throw new Error('expected a livestream order');
        expect(checkLivestreamOrder(parsed, livestreamPricing, livestreamTicketText)).toMatchObject({
          ok: true,
          quote: { totalCents: shown },
        });
      }),
    );
  });
});
