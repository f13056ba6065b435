import { type Cents, formatUsd } from './money';

// The ticker's rotation (docs/product/donations-and-incentives.md, "The ticker"): which items it shows and
// how often. Pure, so the rule is tested apart from the page that runs it.

/** How long each item stays on the ticker. */
export const tickerItemMs = 8_000;

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/**
 * How often an incentive closing soon comes round in one turn of the ticker, by the time it has left: the
 * closer it is to closing, the more often it is shown, so viewers have a last chance to give to it. An
 * incentive a day or more away, or already closed, is not "closing soon" (0: not shown). Every other item
 * comes round once a turn.
 */
export function closingSoonWeight(msLeft: number): number {
  if (msLeft <= 0) return 0;
  if (msLeft <= 15 * minuteMs) return 4;
  if (msLeft <= hourMs) return 3;
  if (msLeft <= 6 * hourMs) return 2;
  if (msLeft < 24 * hourMs) return 1;
  return 0;
}

/**
 * One turn of the ticker: each item as often as its weight (items of weight 0 left out), spread through the
 * turn rather than bunched, by smooth weighted round-robin (as nginx balances servers): at each step every
 * item gains its weight, the one with most goes next and gives back the turn's length. The first item of
 * the highest weight comes first; ties go to the earlier item, so the turn is the same every time.
 */
export function weightedTurn<T>(items: readonly { item: T; weight: number }[]): T[] {
  const shown = items.filter((entry) => entry.weight > 0);
  const total = shown.reduce((sum, entry) => sum + entry.weight, 0);
  const credit = shown.map(() => 0);
  const turn: T[] = [];
  for (let step = 0; step < total; step++) {
    let best = 0;
    for (let i = 0; i < shown.length; i++) {
      credit[i]! += shown[i]!.weight;
      if (credit[i]! > credit[best]!) best = i;
    }
    credit[best]! -= total;
    turn.push(shown[best]!.item);
  }
  return turn;
}

/** The lowest milestone the total has not reached yet, if any. */
export function nextMilestone(amounts: readonly Cents[], totalCents: Cents): Cents | undefined {
  let next: Cents | undefined;
  for (const amount of amounts)
    if (amount > totalCents && (next === undefined || amount < next)) next = amount;
  return next;
}

/** A milestone as people say it: '$1,000', with cents only when it has some ('$1,234.50'). */
export function formatMilestone(cents: Cents): string {
  const text = formatUsd(cents);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
