import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { donationRecordSchema } from './donations';
import { changeNotice, changeNoticeSchema } from './organiser-edits';
import { progressSummarySchema } from './progress';
import { readDonationEvent, readProgressSummary, readTicketEvent, readTotalsChanged } from './progress-wire';
import { ticketRecordSchema } from './tickets';

// The overlay reads its wire shapes by hand to stay small; these tests hold the hand checks to the
// contract schemas: whatever the contract accepts reads the same, and the malformed shapes the
// contract refuses are refused too.

const id = fc.integer({ min: 1, max: 2 ** 31 });
const dollars = fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100);
const time = fc
  .integer({ min: Date.parse('2024-11-18T00:00:00Z'), max: Date.parse('2030-01-01T00:00:00Z') })
  .map((ms) => new Date(ms).toISOString());

const donation = fc.record({
  id,
  name: fc.string(),
  amount: dollars,
  message: fc.string(),
  incentive: fc.option(fc.string(), { nil: null }),
  time,
});
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
  lastDonationId: fc.option(id, { nil: null }),
  lastTicketId: fc.option(id, { nil: null }),
});

describe('the overlay reads what the contract allows', () => {
  it('a donation event, amount in cents', () => {
    fc.assert(
      fc.property(donation, (payload) => {
        expect(donationRecordSchema.safeParse(payload).success).toBe(true);
        expect(readDonationEvent(payload)).toEqual({
          kind: 'donation',
          id: payload.id,
          name: payload.name,
          amountCents: Math.round(payload.amount * 100),
          timeMs: Date.parse(payload.time),
        });
      }),
    );
  });

  it('a ticket event', () => {
    fc.assert(
      fc.property(ticket, (payload) => {
        expect(ticketRecordSchema.safeParse(payload).success).toBe(true);
        expect(readTicketEvent(payload)).toMatchObject({
          kind: 'ticket',
          id: payload.id,
          count: payload.count,
        });
      }),
    );
  });

  it('a summary, with no marks read as 0', () => {
    fc.assert(
      fc.property(summary, (payload) => {
        expect(progressSummarySchema.safeParse(payload).success).toBe(true);
        const read = readProgressSummary(payload);
        expect(read?.ticketsSold).toBe(payload.ticketsSold);
        expect(read?.totalRaisedCents).toBe(Math.round(payload.totalRaised * 100));
        expect(read?.lastDonationId).toBe(payload.lastDonationId ?? 0);
        expect(read?.lastDonation?.name).toBe(payload.lastDonation?.name);
      }),
    );
  });
});

describe('the overlay drops what the contract refuses', () => {
  const goodDonation = {
    id: 1,
    name: 'Ada',
    amount: 5,
    message: '',
    incentive: null,
    time: '2025-04-04T12:00:00.000Z',
  };
  const goodTicket = { id: 1, count: 2, amount: 20, stream: true, time: '2025-04-04T12:00:00.000Z' };
  const goodSummary = {
    lastDonation: null,
    ticketsSold: 0,
    totalRaised: 0,
    lastDonationId: null,
    lastTicketId: null,
  };

  it.each([
    ['not an object', 'donation'],
    ['no id', { ...goodDonation, id: undefined }],
    ['a fractional id', { ...goodDonation, id: 1.5 }],
    ['an amount as text', { ...goodDonation, amount: '5' }],
    ['a negative amount', { ...goodDonation, amount: -1 }],
    ['no name', { ...goodDonation, name: undefined }],
    ['a time that is not a date', { ...goodDonation, time: 'yesterday' }],
  ])('a donation event with %s', (_, payload) => {
    expect(donationRecordSchema.safeParse(payload).success).toBe(false);
    expect(readDonationEvent(payload)).toBeUndefined();
  });

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
    ['a mark as text', { ...goodSummary, lastTicketId: '3' }],
    ['no marks', { lastDonation: null, ticketsSold: 0, totalRaised: 0 }],
  ])('a summary that is %s', (_, payload) => {
    expect(progressSummarySchema.safeParse(payload).success).toBe(false);
    expect(readProgressSummary(payload)).toBeUndefined();
  });

  it.each([
    ['null', null],
    ['without a time', {}],
    ['with a time that is not a date', { time: 'soon' }],
  ])('a totals-changed notice %s', (_, payload) => {
    expect(changeNoticeSchema.safeParse(payload).success).toBe(false);
    expect(readTotalsChanged(payload)).toBeUndefined();
  });

  it('a totals-changed notice the server sends is read', () => {
    const notice = changeNotice(Date.parse('2025-04-05T12:00:00Z'));
    expect(changeNoticeSchema.safeParse(notice).success).toBe(true);
    expect(readTotalsChanged(notice)).toBe(true);
  });
});
