import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HeldMoney } from '../../../contracts/disputes';
import { HeldMoneyPanel } from './dispute-note';

/** The panel's words as the organiser reads them on the dashboard. */
const panelText = (held: HeldMoney) =>
  renderToStaticMarkup(<HeldMoneyPanel held={held} />).replace(/<[^>]*>/g, '');

describe('the money held by disputes, as the dashboard says it', () => {
  it('names one open dispute', () => {
    expect(panelText({ amount: 150, disputes: 1, holds: 0 })).toContain('$150.00 held in 1 open dispute. ');
  });

  it('counts disputes and holds apart', () => {
    expect(panelText({ amount: 190.5, disputes: 2, holds: 1 })).toContain(
      '$190.50 held in 2 open disputes and 1 hold. ',
    );
  });

  it('shows nothing when PayPal holds nothing', () => {
    expect(panelText({ amount: 0, disputes: 0, holds: 0 })).toBe('');
  });
});
