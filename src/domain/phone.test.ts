import { describe, expect, it } from 'vitest';
import { isValidPhone, toE164Phone } from './phone';

describe('phone numbers', () => {
  it('reads a number without a country code as a US number by default', () => {
    expect(isValidPhone('(617) 555-0100')).toBe(true);
    expect(toE164Phone('(617) 555-0100')).toBe('+16175550100');
  });

  it('accepts a number in international form whatever country is selected', () => {
    expect(isValidPhone('+44 20 7946 0958', 'US')).toBe(true);
  });

  it('reads a national number for the country chosen in the selector', () => {
    expect(isValidPhone('020 7946 0958', 'GB')).toBe(true);
    expect(toE164Phone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(isValidPhone('020 7946 0958', 'US')).toBe(false);
  });

  it.each([
    ['an empty field', ''],
    ['a digit too few', '617 555 010'],
    ['a US area code that cannot exist', '123 456 7890'],
    ['letters', 'call me'],
    ['a very long text', '6'.repeat(40)],
  ])('refuses %s', (_, phone) => {
    expect(isValidPhone(phone)).toBe(false);
    expect(toE164Phone(phone)).toBeNull();
  });

  it('keeps an extension so the number still reaches the person', () => {
    const e164 = toE164Phone('617-555-0100 ext. 12');
    expect(e164).toBe('+16175550100 ext. 12');
    expect(isValidPhone(e164 ?? '')).toBe(true);
  });
});
