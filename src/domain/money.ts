// Money is integer cents everywhere inside the system; dollars only at the edges (display, wire, PayPal).

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

/** '$1234.50' */
export function formatUsd(cents: Cents): string {
  const text = formatCents(cents);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
