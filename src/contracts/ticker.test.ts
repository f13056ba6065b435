import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tickerStateFromWire, tickerStateSchema } from './ticker';

// The ticker reads GET /api/ticker with its schema, then counts in cents and epoch ms.

const dollars = fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100);
const time = fc
  .integer({ min: Date.parse('2024-11-18T00:00:00Z'), max: Date.parse('2030-01-01T00:00:00Z') })
  .map((ms) => new Date(ms).toISOString());
const state = fc.record({
  now: time,
  nextRun: fc.option(fc.record({ title: fc.string(), location: fc.string(), start: fc.nat() }), {
    nil: null,
  }),
  closingIncentives: fc.array(
    fc.record({
      id: fc.string(),
      title: fc.string(),
      expires: time,
      raised: dollars,
      goal: fc.option(dollars, { nil: null }),
    }),
    { maxLength: 3 },
  ),
  latestDonation: fc.option(
    fc.record({ id: fc.nat(), name: fc.string(), amount: dollars, message: fc.string() }),
    { nil: null },
  ),
  milestones: fc.array(fc.record({ amount: dollars, reached: fc.boolean() }), { maxLength: 3 }),
  totalRaised: dollars,
  zone: fc.record({ timeZone: fc.string(), label: fc.string() }),
});

describe('the ticker reads GET /api/ticker', () => {
  it('whatever the contract accepts, in cents and epoch ms', () => {
    fc.assert(
      fc.property(state, (payload) => {
        const parsed = tickerStateSchema.safeParse(payload);
        expect(parsed.success).toBe(true);
        const read = parsed.success ? tickerStateFromWire(parsed.data) : undefined;
        expect(read?.nowMs).toBe(Date.parse(payload.now));
        expect(read?.totalRaisedCents).toBe(Math.round(payload.totalRaised * 100));
        expect(read?.nextRun?.startMs).toBe(payload.nextRun ? payload.nextRun.start * 1000 : undefined);
        expect(read?.latestDonation?.name).toBe(payload.latestDonation?.name);
        expect(read?.zone).toEqual(payload.zone);
        expect(read?.closingIncentives.map((item) => item.expiresMs)).toEqual(
          payload.closingIncentives.map((item) => Date.parse(item.expires)),
        );
        expect(read?.milestones.map((item) => item.amountCents)).toEqual(
          payload.milestones.map((item) => Math.round(item.amount * 100)),
        );
      }),
    );
  });

  const good = {
    now: '2026-11-29T12:00:00.000Z',
    nextRun: null,
    closingIncentives: [],
    latestDonation: null,
    milestones: [],
    totalRaised: 0,
    zone: { timeZone: 'America/New_York', label: 'Boston time' },
  };
  it.each([
    ['null', null],
    ['without a time', { ...good, now: undefined }],
    ['without the edition’s zone', { ...good, zone: undefined }],
    ['with a milestone as text', { ...good, milestones: [{ amount: '1000', reached: false }] }],
    ['with a donation without a message', { ...good, latestDonation: { id: 1, name: 'Ada', amount: 5 } }],
    [
      'with an incentive without a closing time',
      { ...good, closingIncentives: [{ id: 'a', title: 'A', raised: 0, goal: null }] },
    ],
  ])('and drops an answer %s', (_, payload) => {
    expect(tickerStateSchema.safeParse(payload).success).toBe(false);
  });
});
