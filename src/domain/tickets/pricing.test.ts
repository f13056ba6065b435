import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteTickets, type TicketPricing } from './pricing';
import { inPersonCounts, specInPersonPricing, specLivestreamPricing } from './test-fixtures';

const inPerson = (counts: Parameters<typeof inPersonCounts>[0], code = '') =>
  quoteTickets(inPersonCounts(counts), code, specInPersonPricing);

describe('in-person prices', () => {
  it.each([
    ['adult', 14000],
    ['child', 1000],
    ['student', 1000],
    ['unwaged', 1000],
  ] as const)('one %s ticket costs %i cents', (type, cents) => {
    expect(inPerson({ [type]: 1 }).totalCents).toBe(cents);
  });

  it('adds up a mixed order', () => {
    expect(inPerson({ adult: 2, child: 1, student: 1, unwaged: 1 }).totalCents).toBe(2 * 14000 + 3 * 1000);
  });

  it('costs nothing without tickets', () => {
    expect(inPerson({}).totalCents).toBe(0);
  });
});

describe('livestream prices', () => {
  it.each([
    ['adult', 3000],
    ['student', 1000],
    ['unwaged', 1000],
  ] as const)('one %s ticket costs %i cents', (type, cents) => {
    const counts = { adult: 0, student: 0, unwaged: 0, [type]: 1 };
    expect(quoteTickets(counts, '', specLivestreamPricing).totalCents).toBe(cents);
  });

  it('knows no discount code', () => {
    const quote = quoteTickets({ adult: 1, student: 0, unwaged: 0 }, 'SPONSOR', specLivestreamPricing);
    expect(quote).toMatchObject({ totalCents: 3000, discountStatus: 'unrecognised' });
  });
});

describe('SPONSOR', () => {
  it('halves the total', () => {
    expect(inPerson({ adult: 2, child: 1 }, 'SPONSOR')).toMatchObject({
      subtotalCents: 29000,
      discountCents: 14500,
      totalCents: 14500,
      discountStatus: 'applied',
    });
  });

  it('halves an order of exactly three tickets', () => {
    expect(inPerson({ adult: 3 }, 'SPONSOR').totalCents).toBe(21000);
  });

  it('gives no discount beyond three tickets', () => {
    expect(inPerson({ adult: 3, child: 1 }, 'SPONSOR')).toMatchObject({
      totalCents: 43000,
      discountCents: 0,
      discountStatus: 'too-many-tickets',
    });
  });

  it('rounds an odd number of cents so the buyer pays the higher cent', () => {
    const odd: TicketPricing<'x'> = {
      prices: { x: 1001 },
      discountCodes: [{ code: 'HALF', effect: { kind: 'percent-off', percent: 50 } }],
    };
    expect(quoteTickets({ x: 1 }, 'half', odd)).toMatchObject({ discountCents: 500, totalCents: 501 });
  });
});

describe('PRESENTER', () => {
  it('takes $40 off when the order holds an adult ticket', () => {
    expect(inPerson({ adult: 1, child: 2 }, 'PRESENTER')).toMatchObject({
      discountCents: 4000,
      totalCents: 14000 + 2000 - 4000,
      discountStatus: 'applied',
    });
  });

  it('takes nothing off without an adult ticket', () => {
    expect(inPerson({ child: 2, student: 2 }, 'PRESENTER')).toMatchObject({
      totalCents: 4000,
      discountCents: 0,
      discountStatus: 'missing-required-ticket',
    });
  });

  it('is not limited to three tickets', () => {
    expect(inPerson({ adult: 5 }, 'PRESENTER').totalCents).toBe(5 * 14000 - 4000);
  });

  it('never takes the total below 0', () => {
    const cheap: TicketPricing<'adult'> = {
      prices: { adult: 1000 },
      discountCodes: [
        { code: 'BIG', effect: { kind: 'amount-off', cents: 4000 }, requiresTicketType: 'adult' },
      ],
    };
    expect(quoteTickets({ adult: 1 }, 'BIG', cheap).totalCents).toBe(0);
  });
});

describe('typing a code', () => {
  it.each(['sponsor', 'Sponsor', ' SPONSOR '])('reads %j as SPONSOR', (typed) => {
    expect(inPerson({ adult: 1 }, typed)).toMatchObject({ totalCents: 7000, discountStatus: 'applied' });
  });

  it('reads presenter in any case', () => {
    expect(inPerson({ adult: 1 }, 'pReSeNtEr').totalCents).toBe(10000);
  });

  it('flags a code it does not know and gives no discount', () => {
    expect(inPerson({ adult: 1 }, 'FREE')).toMatchObject({
      totalCents: 14000,
      discount: null,
      discountStatus: 'unrecognised',
    });
  });

  it('treats an empty or blank field as no code', () => {
    expect(inPerson({ adult: 1 }, '').discountStatus).toBe('none');
    expect(inPerson({ adult: 1 }, '   ').discountStatus).toBe('none');
  });
});

describe('any order', () => {
  const counts = fc.record({
    adult: fc.nat(50),
    child: fc.nat(50),
    student: fc.nat(50),
    unwaged: fc.nat(50),
  });
  const code = fc.oneof(fc.constantFrom('', 'SPONSOR', 'sponsor', 'PRESENTER', 'presenter'), fc.string());

  it('never costs less than 0 nor more than the undiscounted price', () => {
    fc.assert(
      fc.property(counts, code, (c, typed) => {
        const quote = quoteTickets(c, typed, specInPersonPricing);
        expect(quote.totalCents).toBeGreaterThanOrEqual(0);
        expect(quote.totalCents).toBeLessThanOrEqual(quote.subtotalCents);
        expect(Number.isInteger(quote.totalCents)).toBe(true);
      }),
    );
  });
});
