import { describe, expect, it } from 'vitest';
import { heldMoneyText } from './dispute-note';

describe('the money held by disputes, as the dashboard says it', () => {
  it('names one open dispute', () => {
    expect(heldMoneyText({ amount: 150, disputes: 1, holds: 0 })).toBe('$150.00 held in 1 open dispute');
  });

  it('counts disputes and holds apart', () => {
    expect(heldMoneyText({ amount: 190.5, disputes: 2, holds: 1 })).toBe(
      '$190.50 held in 2 open disputes and 1 hold',
    );
  });
});
