import { describe, expect, it } from 'vitest';
import { chartScale } from './chart-scale';
import { type HourAmount, raisedOverTime } from './money-series';
import { percentOf, raisedTotals } from './raised-totals';
import { ticketSalesPerDay } from './ticket-series';
import { zoneDayStart } from './zone-days';

const boston = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
// 'YYYY-MM-DD' of an instant on Boston's calendar, read by the platform's own time-zone data.
const bostonDate = new Intl.DateTimeFormat('en-CA', { timeZone: boston, dateStyle: 'short' });
const zoneDayKey = (epochMs: number) => bostonDate.format(epochMs);
// Saturday April 12, 2025, noon in Boston (16:00 UTC), for 24 hours.
const stream = { startMs: at('2025-04-12T16:00:00Z'), endMs: at('2025-04-13T16:00:00Z') };

describe('Boston days', () => {
  it('puts 11 PM in Boston on that Boston day, though it is the next day in UTC', () => {
    expect(zoneDayKey(at('2025-04-11T03:30:00Z'))).toBe('2025-04-10');
    expect(zoneDayStart(at('2025-04-11T03:30:00Z'), boston)).toBe(at('2025-04-10T04:00:00Z'));
  });

  it('starts the day the clocks spring forward at its own midnight', () => {
    // March 9, 2025: midnight is still EST (05:00 UTC); the day is 23 hours long.
    expect(zoneDayStart(at('2025-03-09T20:00:00Z'), boston)).toBe(at('2025-03-09T05:00:00Z'));
    expect(zoneDayStart(at('2025-03-10T12:00:00Z'), boston)).toBe(at('2025-03-10T04:00:00Z'));
  });
});

describe('money raised over time', () => {
  const hour = (iso: string, dollars: number): HourAmount => ({ hourStartMs: at(iso), cents: dollars * 100 });

  it('has one bar per Boston day before the stream and one per hour while it runs', () => {
    const bars = raisedOverTime(
      [
        hour('2025-04-10T14:00:00Z', 20),
        hour('2025-04-10T20:00:00Z', 5),
        hour('2025-04-12T16:00:00Z', 100),
        hour('2025-04-12T18:00:00Z', 50),
      ],
      stream,
      boston,
      at('2025-04-12T18:30:00Z'),
    );
    expect(bars.map((bar) => [bar.bucket, new Date(bar.startMs).toISOString(), bar.cents])).toEqual([
      ['day', '2025-04-10T04:00:00.000Z', 2500],
      ['day', '2025-04-11T04:00:00.000Z', 0],
      // Saturday until noon, when the stream starts: the day bar stops at the stream's first hour.
      ['day', '2025-04-12T04:00:00.000Z', 0],
      ['hour', '2025-04-12T16:00:00.000Z', 10000],
      ['hour', '2025-04-12T17:00:00.000Z', 0],
      ['hour', '2025-04-12T18:00:00.000Z', 5000],
    ]);
    expect(bars[2]?.endMs).toBe(stream.startMs);
    expect(bars.at(-1)?.runningCents).toBe(17500);
  });

  it('adds up to the same total as the hours it was given, whatever their order', () => {
    const hours = [
      hour('2025-04-13T15:00:00Z', 7),
      hour('2025-03-01T12:00:00Z', 3),
      hour('2025-04-14T01:00:00Z', 11),
      hour('2025-04-12T16:00:00Z', 2),
    ];
    const bars = raisedOverTime(hours, stream, boston, at('2025-05-01T00:00:00Z'));
    expect(bars.reduce((sum, bar) => sum + bar.cents, 0)).toBe(2300);
    expect(bars.at(-1)?.runningCents).toBe(2300);
    // The stream's 24 hours are all there, and the day after it starts when the stream ends.
    expect(bars.filter((bar) => bar.bucket === 'hour')).toHaveLength(24);
    const after = bars.find((bar) => bar.startMs >= stream.endMs);
    expect(after).toMatchObject({ bucket: 'day', startMs: stream.endMs, cents: 1100 });
    // Once the stream is over, the bars stop with the last money, not at today.
    expect(bars.at(-1)?.endMs).toBe(at('2025-04-14T04:00:00Z'));
  });

  it('is empty before any money came in', () => {
    expect(raisedOverTime([], stream, boston, stream.startMs)).toEqual([]);
  });

  it('never lets two bars overlap or leave a gap', () => {
    const bars = raisedOverTime(
      [hour('2025-02-20T10:00:00Z', 1), hour('2025-04-13T10:00:00Z', 1)],
      stream,
      boston,
      stream.endMs,
    );
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.startMs).toBe(bars[i - 1]!.endMs);
    expect(bars.every((bar) => bar.endMs > bar.startMs)).toBe(true);
  });
});

describe('ticket sales per day', () => {
  it('counts in-person and livestream tickets per Boston day, days without sales included', () => {
    const days = ticketSalesPerDay(
      [
        { hourStartMs: at('2025-03-02T02:00:00Z'), inPerson: 2, livestream: 0 },
        { hourStartMs: at('2025-03-02T15:00:00Z'), inPerson: 1, livestream: 3 },
        { hourStartMs: at('2025-03-04T15:00:00Z'), inPerson: 0, livestream: 1 },
      ],
      boston,
      at('2025-03-04T16:00:00Z'),
    );
    expect(days.map((day) => [zoneDayKey(day.startMs), day.inPerson, day.livestream])).toEqual([
      ['2025-03-01', 2, 0],
      ['2025-03-02', 1, 3],
      ['2025-03-03', 0, 0],
      ['2025-03-04', 0, 1],
    ]);
  });
});

describe('the overview’s money', () => {
  it('is net of refunds and split by tickets, card donations and bits', () => {
    expect(
      raisedTotals({
        tickets: { paidCents: 45_000, refundedCents: 14_000 },
        cards: { paidCents: 12_000, refundedCents: 2_000 },
        bitsCents: 450,
      }),
    ).toEqual({
      totalCents: 31_000 + 10_000 + 450,
      ticketsCents: 31_000,
      cardsCents: 10_000,
      bitsCents: 450,
      refundedCents: 16_000,
    });
  });

  it('says what share of the places is sold', () => {
    expect(percentOf(37, 120)).toBe(31);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('chart scales', () => {
  it('rounds the top up to a round step', () => {
    expect(chartScale(23_741)).toEqual({ top: 30_000, step: 10_000 });
    expect(chartScale(23_741, 6)).toEqual({ top: 25_000, step: 5_000 });
    expect(chartScale(900)).toEqual({ top: 1_000, step: 250 });
  });

  it('counts whole tickets', () => {
    expect(chartScale(2, 4, true)).toEqual({ top: 2, step: 1 });
    expect(chartScale(0)).toEqual({ top: 1, step: 1 });
  });
});
