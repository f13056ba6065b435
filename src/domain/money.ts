// Money is integer cents everywhere inside the system; dollars only at the edges (display, wire, PayPal).
import { groupThousands } from './whole-numbers';

export type Cents = number;

export function dollarsToCents(dollars: number): Cents {
  // Round to undo binary fractions: 19.99 * 100 is 1998.9999999999998.
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

/** '1234.50' — two decimals, no currency sign, as PayPal and the pages expect. */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * '$1,234.50': the one way money is shown to people, on every page, email and message
 * (docs/product/payments.md, "How amounts are shown"). Fields a person edits and the wire keep
 * formatCents, which a number parser reads back.
 */
export function formatUsd(cents: Cents): string {
  const text = formatCents(cents);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}
