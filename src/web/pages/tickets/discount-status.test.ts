import { describe, expect, it } from 'vitest';
import { inPersonPricing } from '../../../../content/tickets';
import { quoteTickets } from '../../../domain/tickets/pricing';
import { discountStatusText } from './discount-status';

const oneAdult = { adult: 1, child: 0, student: 0, unwaged: 0 };
const say = (counts: typeof oneAdult, code: string) =>
  discountStatusText(quoteTickets(counts, code, inPersonPricing))?.text;

describe('the discount code status', () => {
  it('says nothing while no code is typed', () => {
    expect(say(oneAdult, ' ')).toBeUndefined();
  });

  it('names the applied code and what it takes off, whatever its case', () => {
    expect(say(oneAdult, 'sponsor')).toBe('SPONSOR applied: 50% off.');
    expect(say(oneAdult, 'Presenter')).toBe('PRESENTER applied: $40.00 off.');
  });

  it('says an unknown code is not recognised', () => {
    expect(say(oneAdult, 'FREE')).toBe('This code is not recognised; no discount is applied.');
  });

  it('gives the SPONSOR limit when the order has more than three tickets', () => {
    expect(say({ ...oneAdult, student: 3 }, 'SPONSOR')).toBe(
      'SPONSOR discount can be used for a maximum of three tickets.',
    );
  });

  it('says PRESENTER needs an adult ticket', () => {
    expect(say({ ...oneAdult, adult: 0, child: 1 }, 'PRESENTER')).toBe(
      'PRESENTER applies only to orders with at least one Adult ticket.',
    );
  });
});
