import { describe, expect, it } from 'vitest';
import { type PrizeWire, prizeListSchema } from '../../contracts/prizes';
import type { TickerState } from '../../contracts/ticker';
import { milestoneItem, openPrizes, tickerItems, timeLeft } from './ticker-items';

const nowMs = Date.parse('2026-11-29T15:00:00Z');
const minute = 60_000;
const empty: TickerState = {
  nowMs,
  nextRun: null,
  closingIncentives: [],
  latestDonation: null,
  milestones: [],
  totalRaisedCents: 0,
  zone: { timeZone: 'America/New_York', label: 'Boston time' },
};

describe('tickerItems', () => {
  it('says nothing it has nothing for', () => {
    expect(tickerItems(empty, [], nowMs)).toEqual([]);
  });

  it('names the next run, the donation, the prizes and the milestones, once a turn each', () => {
    const items = tickerItems(
      {
        ...empty,
        nextRun: { title: 'Sudoku relay', location: 'Main hall', startMs: nowMs + 30 * minute },
        latestDonation: { id: 3, name: 'Ada', amountCents: 2500, message: 'Good luck!' },
        milestones: [
          { amountCents: 100_000, reached: true },
          { amountCents: 500_000, reached: false },
        ],
        totalRaisedCents: 376_550,
      },
      [{ name: 'Signed puzzle book', minimumCents: 1000 }],
      nowMs,
    );
    expect(items.map((item) => [item.label, item.text, item.weight])).toEqual([
      ['Next up', 'Sudoku relay at 10:30 AM (Boston time)', 1],
      ['Prize', 'Signed puzzle book · donate $10.00 or more to enter', 1],
      ['Latest donation', '$25.00 from Ada: “Good luck!”', 1],
      ['Milestones', '$1,000 reached · next: $5,000, $1,234.50 to go', 1],
    ]);
  });

  it('shows an incentive closing soon more often the closer it is, and not one a day away', () => {
    const closing = (id: string, msLeft: number) => ({
      id,
      title: id,
      expiresMs: nowMs + msLeft,
      raisedCents: 34_000,
      goalCents: 50_000,
    });
    const items = tickerItems(
      {
        ...empty,
        closingIncentives: [
          closing('soon', 10 * minute),
          closing('later', 5 * 60 * minute),
          closing('far', 30 * 60 * minute),
        ],
      },
      [],
      nowMs,
    );
    expect(items.map((item) => [item.text, item.weight])).toEqual([
      ['soon: closes in 10 min · $340.00 of $500.00', 4],
      ['later: closes in 5 h · $340.00 of $500.00', 2],
      ['far: closes in 30 h · $340.00 of $500.00', 0],
    ]);
  });

  it('celebrates the milestones a change crossed', () => {
    expect(milestoneItem([100_000, 500_000], 7).text).toBe('🎉 $1,000 and $5,000 raised! Thank you!');
  });
});

describe('timeLeft', () => {
  it('says minutes, then hours and minutes', () => {
    expect(timeLeft(30_000)).toBe('less than a minute');
    expect(timeLeft(12 * minute)).toBe('12 min');
    expect(timeLeft(185 * minute)).toBe('3 h 5 min');
  });
});

describe('the open prizes the ticker names', () => {
  const prizesNowMs = Date.parse('2025-11-22T18:00:00Z');
  const prize = (name: string, state: PrizeWire['state'], closesAt: string): PrizeWire => ({
    id: name.length,
    name,
    description: '',
    imageUrl: '',
    sponsor: '',
    minimumDonation: 25,
    opensAt: '2025-11-22T12:00:00Z',
    closesAt,
    winners: 1,
    delivery: 'shipped',
    state,
    drawn: [],
  });

  it('reads an answer of GET /api/prizes, naming only the prizes open now', () => {
    const answer = prizeListSchema.parse([
      prize('Signed puzzle book', 'open', '2025-11-22T20:00:00Z'),
      prize('Later prize', 'upcoming', '2025-11-23T20:00:00Z'),
      prize('Past prize', 'closed', '2025-11-22T13:00:00Z'),
      prize('Just closed', 'open', '2025-11-22T17:59:00Z'),
    ]);
    expect(openPrizes(answer, prizesNowMs)).toEqual([{ name: 'Signed puzzle book', minimumCents: 2500 }]);
  });

  it('leaves out the prizes it does not understand', () => {
    const open = prize('Signed puzzle book', 'open', '2025-11-22T20:00:00Z');
    expect(openPrizes([{ state: 'open' }, null, open, 'x', { ...open, name: ' ' }], prizesNowMs)).toEqual([
      { name: 'Signed puzzle book', minimumCents: 2500 },
    ]);
  });
});
