import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressSummarySchema } from './progress';
import { readProgressSummary, readTicketEvent } from './progress-wire';
import { ticketRecordSchema } from './tickets';

// The overlay reads its wire shapes by hand to stay small; these tests hold the hand checks to the
// contract schemas: whatever the contract accepts reads the same, and the malformed shapes the
// contract refuses are refused too.

const id = fc.integer({ min: 1, max: 2 ** 31 });
const dollars = fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100);
const time = fc
  .integer({ min: Date.parse('2024-11-18T00:00:00Z'), max: Date.parse('2030-01-01T00:00:00Z') })
  .map((ms) => new Date(ms).toISOString());

const ticket = fc.record({
  id,
  count: fc.integer({ min: 1, max: 50 }),
  amount: dollars,
  stream: fc.boolean(),
  time,
});
const summary = fc.record({
  lastDonation: fc.option(fc.record({ id, name: fc.string(), amount: dollars }), { nil: null }),
  ticketsSold: fc.nat(),
  totalRaised: dollars,
  revision: fc.nat(),
  milestonesReached: fc.array(dollars, { maxLength: 3 }),
});

describe('the overlay reads what the contract allows', () => {
  it('a ticket event', () => {
    fc.assert(
      fc.property(ticket, (payload) => {
        expect(ticketRecordSchema.safeParse(payload).success).toBe(true);
        expect(readTicketEvent(payload)).toEqual({
          id: payload.id,
          count: payload.count,
          amountCents: Math.round(payload.amount * 100),
          timeMs: Date.parse(payload.time),
        });
      }),
    );
  });

  it('a summary (a load or a progress event), amounts in cents, with its revision', () => {
    fc.assert(
      fc.property(summary, (payload) => {
        expect(progressSummarySchema.safeParse(payload).success).toBe(true);
        const read = readProgressSummary(payload);
        expect(read?.ticketsSold).toBe(payload.ticketsSold);
        expect(read?.totalRaisedCents).toBe(Math.round(payload.totalRaised * 100));
        expect(read?.revision).toBe(payload.revision);
        expect(read?.lastDonation?.name).toBe(payload.lastDonation?.name);
        expect(read?.milestonesReached).toEqual(payload.milestonesReached.map((d) => Math.round(d * 100)));
      }),
    );
  });
});

describe('the overlay drops what the contract refuses', () => {
  const goodTicket = { id: 1, count: 2, amount: 20, stream: true, time: '2025-04-04T12:00:00.000Z' };
  const goodSummary = {
    lastDonation: null,
    ticketsSold: 0,
    totalRaised: 0,
    revision: 0,
    milestonesReached: [],
  };

  it.each([
    ['no id', { ...goodTicket, id: undefined }],
    ['a count of 0', { ...goodTicket, count: 0 }],
    ['a count as text', { ...goodTicket, count: '2' }],
    ['no time', { ...goodTicket, time: undefined }],
  ])('a ticket event with %s', (_, payload) => {
    expect(ticketRecordSchema.safeParse(payload).success).toBe(false);
    expect(readTicketEvent(payload)).toBeUndefined();
  });

  it.each([
    ['null', null],
    ['a negative ticket count', { ...goodSummary, ticketsSold: -1 }],
    ['a total as text', { ...goodSummary, totalRaised: '10' }],
    ['a last donation without amount', { ...goodSummary, lastDonation: { id: 1, name: 'Ada' } }],
    ['a revision as text', { ...goodSummary, revision: '3' }],
    ['a fractional revision', { ...goodSummary, revision: 1.5 }],
    ['no revision', { lastDonation: null, ticketsSold: 0, totalRaised: 0, milestonesReached: [] }],
    ['without its milestones', { lastDonation: null, ticketsSold: 0, totalRaised: 0, revision: 0 }],
    ['a milestone as text', { ...goodSummary, milestonesReached: ['1000'] }],
  ])('a summary that is %s', (_, payload) => {
    expect(progressSummarySchema.safeParse(payload).success).toBe(false);
    expect(readProgressSummary(payload)).toBeUndefined();
  });
});
