import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('email addresses', () => {
  it.each(['ada@example.com', 'first.last+tickets@mail.example.co.uk', "o'brien@example.org"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    ['an empty field', ''],
    ['no @', 'ada.example.com'],
    ['nothing before @', '@example.com'],
    ['a domain without a dot, which mail cannot reach', 'ada@localhost'],
    ['a space inside', 'ada lovelace@example.com'],
    ['two @', 'ada@@example.com'],
    ['a domain label starting with a hyphen', 'ada@-example.com'],
  ])('refuses %s', (_, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('ignores the space a phone keyboard leaves after an address', () => {
    expect(isValidEmail(' ada@example.com ')).toBe(true);
  });

  it('refuses an address longer than mail allows', () => {
    const label = 'b'.repeat(63);
    const email = `${'a'.repeat(64)}@${label}.${label}.${label}.com`;
    expect(email.length).toBeGreaterThan(254);
    expect(isValidEmail(email)).toBe(false);
  });
});
