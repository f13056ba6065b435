import { describe, expect, it } from 'vitest';
import { inPersonPrices } from '../../../../content/tickets';
import { discountStatus, quoteTickets } from '../../../domain/tickets/pricing';
import { specInPersonPricing } from '../../../domain/tickets/test-fixtures';
import type { DiscountAnswer } from './discount-lookup';
import { codesOf } from './discount-lookup';
import { discountStatusText } from './discount-status';

const oneAdult = { adult: 1, child: 0, student: 0, unwaged: 0 };

/** What the server would answer for `code`, as the page receives it. */
function serverAnswer(code: string): DiscountAnswer | null {
  if (code.trim() === '') return null;
  const { discount: rule } = discountStatus(oneAdult, code, specInPersonPricing.discountCodes);
  return rule
    ? { kind: 'found', rule }
    : { kind: 'refused', message: 'This code is not recognised; no discount is applied.' };
}

function say(counts: typeof oneAdult, code: string, answer = serverAnswer(code)) {
  return discountStatusText(
    quoteTickets(counts, code, { prices: inPersonPrices, discountCodes: codesOf(answer) }),
    answer,
  )?.text;
}

describe('the discount code status', () => {
  it('says nothing while no code is typed', () => {
    expect(say(oneAdult, ' ')).toBeUndefined();
  });

  it('says the code is being checked until the server answers', () => {
    expect(say(oneAdult, 'sponsor', { kind: 'checking' })).toBe('Checking the code…');
  });

  it('names the applied code and what it takes off, whatever its case', () => {
    expect(say(oneAdult, 'sponsor')).toBe('SPONSOR applied: 50% off.');
    expect(say(oneAdult, 'Presenter')).toBe('PRESENTER applied: $40.00 off.');
  });

  it('says what the server says of a code it does not take', () => {
    expect(say(oneAdult, 'FREE')).toBe('This code is not recognised; no discount is applied.');
    expect(say(oneAdult, 'OLD', { kind: 'refused', message: 'OLD has ended; no discount is applied.' })).toBe(
      'OLD has ended; no discount is applied.',
    );
  });

  it('says why a code could not be checked', () => {
    const message = 'Too many discount code checks from your address; please wait 4 minutes and try again.';
    expect(say(oneAdult, 'SPONSOR', { kind: 'failed', message })).toBe(message);
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
