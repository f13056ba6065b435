import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyProgressEvents,
  eventsAfterSummary,
  type ProgressEvent,
  type ProgressSummary,
  progressFromSummary,
  ticketBarPercent,
} from './progress';

const empty: ProgressSummary = {
  lastDonation: null,
  ticketsSold: 0,
  totalRaisedCents: 0,
  lastDonationId: 0,
  lastTicketId: 0,
};

const donation = (id: number, amountCents: number, name = `Donor ${id}`, timeMs = id * 1000) =>
  ({ kind: 'donation', id, name, amountCents, timeMs }) as const satisfies ProgressEvent;
const ticket = (id: number, count: number, amountCents: number, timeMs = id * 1000) =>
  ({ kind: 'ticket', id, count, amountCents, timeMs }) as const satisfies ProgressEvent;

describe('the progress bar numbers', () => {
  it('start from the summary the server sent', () => {
    const summary: ProgressSummary = {
      lastDonation: { id: 4, name: 'Ada', amountCents: 2500 },
      ticketsSold: 7,
      totalRaisedCents: 99_00,
      lastDonationId: 4,
      lastTicketId: 3,
    };
    expect(progressFromSummary(summary)).toMatchObject(summary);
  });

  it('a new donation becomes the last donation and adds to the total', () => {
    const state = applyProgressEvents(progressFromSummary(empty), [donation(1, 1050, 'Ben')]);
    expect(state.lastDonation).toEqual({ id: 1, name: 'Ben', amountCents: 1050 });
    expect(state.totalRaisedCents).toBe(1050);
    expect(state.ticketsSold).toBe(0);
  });

  it('a ticket purchase adds its count to tickets sold and its amount to the total', () => {
    const state = applyProgressEvents(progressFromSummary(empty), [ticket(1, 3, 150_00)]);
    expect(state.ticketsSold).toBe(3);
    expect(state.totalRaisedCents).toBe(150_00);
    expect(state.lastDonation).toBeNull();
  });

  it('an event the summary already counted is not counted again', () => {
    const summary: ProgressSummary = {
      lastDonation: { id: 2, name: 'Cy', amountCents: 500 },
      ticketsSold: 1,
      totalRaisedCents: 1500,
      lastDonationId: 2,
      lastTicketId: 1,
    };
    const state = applyProgressEvents(progressFromSummary(summary), [
      donation(1, 700),
      donation(2, 500, 'Cy'),
      ticket(1, 1, 1000),
    ]);
    expect(state).toMatchObject(summary);
  });

  it('the same event delivered twice counts once', () => {
    const once = applyProgressEvents(progressFromSummary(empty), [donation(5, 300)]);
    expect(applyProgressEvents(once, [donation(5, 300)])).toBe(once);
    const tickets = applyProgressEvents(progressFromSummary(empty), [ticket(5, 2, 2000)]);
    expect(applyProgressEvents(tickets, [ticket(5, 2, 2000)]).ticketsSold).toBe(2);
  });

  it('donation and ticket ids are separate: donation 3 does not hide ticket 3', () => {
    const state = applyProgressEvents(progressFromSummary(empty), [donation(3, 100), ticket(3, 1, 1000)]);
    expect(state.ticketsSold).toBe(1);
    expect(state.totalRaisedCents).toBe(1100);
  });

  it('the latest donation stays last when an earlier one arrives after it', () => {
    let state = applyProgressEvents(progressFromSummary(empty), [donation(8, 2000, 'Later')]);
    state = applyProgressEvents(state, [donation(7, 100, 'Earlier')]);
    expect(state.lastDonation?.name).toBe('Later');
    expect(state.totalRaisedCents).toBe(2100);
  });

  it('events held while the summary loaded are applied in time order', () => {
    const state = applyProgressEvents(progressFromSummary(empty), [
      donation(2, 200, 'Second', 2000),
      donation(1, 100, 'First', 1000),
    ]);
    expect(state.lastDonation?.name).toBe('Second');
    expect(state.countedDonationIds).toEqual([1, 2]);
  });

  it('keeps cents exact over many small donations', () => {
    const events = Array.from({ length: 1000 }, (_, i) => donation(i + 1, 10));
    expect(applyProgressEvents(progressFromSummary(empty), events).totalRaisedCents).toBe(10_000);
  });

  it('gives the same numbers whatever order and however often events arrive', () => {
    const events = fc.uniqueArray(
      fc.record({
        kind: fc.constantFrom('donation' as const, 'ticket' as const),
        id: fc.integer({ min: 1, max: 50 }),
        amountCents: fc.integer({ min: 1, max: 100_000 }),
        count: fc.integer({ min: 1, max: 10 }),
      }),
      { selector: (e) => `${e.kind}:${e.id}`, maxLength: 30 },
    );
    fc.assert(
      fc.property(events, fc.integer({ min: 0, max: 50 }), (list, mark) => {
        const all: ProgressEvent[] = list.map((e) =>
          e.kind === 'donation' ? donation(e.id, e.amountCents) : ticket(e.id, e.count, e.amountCents),
        );
        // A summary that already counted everything up to `mark`, as the server would have.
        const inSummary = all.filter((e) => e.id <= mark);
        const summaryState = applyProgressEvents(progressFromSummary(empty), inSummary);
        const summary: ProgressSummary = {
          lastDonation: summaryState.lastDonation,
          ticketsSold: summaryState.ticketsSold,
          totalRaisedCents: summaryState.totalRaisedCents,
          lastDonationId: mark,
          lastTicketId: mark,
        };
        const expected = applyProgressEvents(progressFromSummary(empty), all);
        const replayed = [...all].reverse().flatMap((e) => [e, e]);
        let state = progressFromSummary(summary);
        for (const event of replayed) state = applyProgressEvents(state, [event]);
        expect(state.totalRaisedCents).toBe(expected.totalRaisedCents);
        expect(state.ticketsSold).toBe(expected.ticketsSold);
        expect(state.lastDonation).toEqual(expected.lastDonation);
      }),
    );
  });
});

describe('events kept for the next summary', () => {
  it('are only those above the summary marks', () => {
    const summary = { ...empty, lastDonationId: 4, lastTicketId: 2 };
    const kept = eventsAfterSummary(summary, [
      donation(4, 1),
      donation(5, 1),
      ticket(2, 1, 1),
      ticket(3, 1, 1),
    ]);
    expect(kept.map((e) => `${e.kind}:${e.id}`)).toEqual(['donation:5', 'ticket:3']);
  });
});

describe('the ticket bar width', () => {
  it('equals the count in percent with the goal of 100', () => {
    expect(ticketBarPercent(0, 100)).toBe(0);
    expect(ticketBarPercent(37, 100)).toBe(37);
    expect(ticketBarPercent(100, 100)).toBe(100);
  });

  it('stops at 100% when more tickets than the goal are sold', () => {
    expect(ticketBarPercent(140, 100)).toBe(100);
  });

  it('is relative to another goal', () => {
    expect(ticketBarPercent(25, 50)).toBe(50);
  });
});
