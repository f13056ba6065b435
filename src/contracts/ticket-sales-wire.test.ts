import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerRecord, expectReadsAsSchema, isoTime, mostly } from './test-wire-readers';
import { ticketSalesSchema } from './ticket-sales';
import { readTicketSales } from './ticket-sales-wire';

// The ticket pages read whether tickets are on sale by hand, without zod (wire-checks.ts).

describe('the hand reader of GET /api/tickets/sales', () => {
  it('reads what ticketSalesSchema reads and refuses what it refuses', () => {
    const answers = answerRecord({
      open: mostly(fc.boolean()),
      closesAt: mostly(fc.option(isoTime, { nil: null })),
      inPersonLeft: mostly(fc.option(fc.integer({ min: -2, max: 500 }), { nil: null })),
    });
    expectReadsAsSchema(answers, ticketSalesSchema, readTicketSales, (parsed) => parsed);
  });

  it('reads sales closing at a time, with places left', () => {
    expect(readTicketSales({ open: true, closesAt: '2026-03-01T17:00:00.000Z', inPersonLeft: 12 })).toEqual({
      open: true,
      closesAt: '2026-03-01T17:00:00.000Z',
      inPersonLeft: 12,
    });
    expect(readTicketSales({ open: true, closesAt: null, inPersonLeft: 1.5 })).toBeUndefined();
  });
});
