import { randomInt } from 'node:crypto';
import { type EmulatorAnswer, invalidRequest, unprocessable } from './emulator-errors';
import type { PayPalAmount } from './emulator-records';

// Ids, times and amounts as PayPal writes them.

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// PayPal's payer ids avoid 0, 1, I and O.
export const payerIdAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function randomCode(length: number, alphabet = idAlphabet): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** PayPal writes times to the second: 2025-03-01T12:00:00Z. */
export function paypalTime(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The emulated merchant takes US dollars only, like this site. */
const emulatorCurrency = 'USD';

/** '12.34' -> 1234; the value has been checked by checkAmount first. */
export function centsOf(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function dollarsOf(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * PayPal's checks of a money object, in PayPal's words: a malformed value is a 400, a well-formed
 * but unacceptable one a 422 with the Orders/Payments v2 issue (INVALID_CURRENCY_CODE,
 * DECIMAL_PRECISION, CANNOT_BE_ZERO_OR_NEGATIVE, MAX_VALUE_EXCEEDED).
 */
export function checkAmount(
  amount: unknown,
  field: string,
  api: 'orders' | 'payments',
): { cents: number; amount: PayPalAmount } | { refusal: EmulatorAnswer } {
  const given = (amount ?? {}) as { currency_code?: unknown; value?: unknown };
  if (typeof given.currency_code !== 'string' || typeof given.value !== 'string') {
    const missing = typeof given.currency_code !== 'string' ? 'currency_code' : 'value';
    return {
      refusal: invalidRequest([
        {
          field: `${field}/${missing}`,
          issue: 'MISSING_REQUIRED_PARAMETER',
          description: 'A required field / parameter is missing.',
        },
      ]),
    };
  }
  const { currency_code: currency, value } = given;
  const where = (name: string) => ({ field: `${field}/${name}`, location: 'body' as const, api });
  if (!/^-?\d+(\.\d+)?$/.test(value)) {
    return {
      refusal: invalidRequest([
        {
          ...where('value'),
          value,
          issue: 'INVALID_PARAMETER_SYNTAX',
          description: 'The value of a field does not conform to the expected format.',
        },
      ]),
    };
  }
  if (currency !== emulatorCurrency) {
    return {
      refusal: unprocessable('INVALID_CURRENCY_CODE', { ...where('currency_code'), value: currency }),
    };
  }
  if (/\.\d{3,}$/.test(value)) {
    return { refusal: unprocessable('DECIMAL_PRECISION', { ...where('value'), value }) };
  }
  if (value.startsWith('-') || !/[1-9]/.test(value)) {
    return { refusal: unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', { ...where('value'), value }) };
  }
  // PayPal's ceiling is 999999999999999.99: at most 15 digits before the point.
  if ((value.split('.')[0] ?? '').replace(/^0+/, '').length > 15) {
    return { refusal: unprocessable('MAX_VALUE_EXCEEDED', { ...where('value'), value }) };
  }
  const cents = centsOf(value);
  return { cents, amount: { currency_code: currency, value: dollarsOf(cents) } };
}
