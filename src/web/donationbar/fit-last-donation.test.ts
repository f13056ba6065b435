import { describe, expect, it } from 'vitest';
import { fitAttempts } from './fit-last-donation';

// The order in which the overlay tries layouts for the last donation; the measuring itself is covered by
// the browser tests in tests/e2e/donationbar.spec.ts.
describe('the last donation on the overlay', () => {
  it('is first tried at full size beside the ticket count', () => {
    expect(fitAttempts[0]).toEqual({ placement: 'beside', panelScale: 1, scale: 1 });
  });

  it('shrinks, then moves to a row of its own and shrinks to 60%, then wraps, before the panel shrinks', () => {
    const fullPanel = fitAttempts.filter((attempt) => attempt.panelScale === 1);
    expect(fullPanel.map((a) => `${a.placement} ${a.scale}`)).toEqual([
      'beside 1',
      'beside 0.95',
      'beside 0.9',
      'beside 0.85',
      'own-row 1',
      'own-row 0.95',
      'own-row 0.9',
      'own-row 0.85',
      'own-row 0.8',
      'own-row 0.75',
      'own-row 0.7',
      'own-row 0.65',
      'own-row 0.6',
      'wrapped 0.6',
    ]);
    expect(fitAttempts.indexOf(fullPanel.at(-1)!)).toBe(fullPanel.length - 1);
  });

  it('ends at the smallest layout: wrapped, at 40% of a panel at 60%', () => {
    expect(fitAttempts.at(-1)).toEqual({ placement: 'wrapped', panelScale: 0.6, scale: 0.4 });
  });
});
