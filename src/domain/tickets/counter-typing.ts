import { isWholeCount, MAX_TICKETS_PER_ORDER } from './counts';

// A ticket counter while the buyer types in it (docs/product/tickets.md, "Counters"). What is typed is
// judged as a whole, key by key, against the count from before the typing: '1.5', '1e3' and '-3' pass
// through '1', '1.', '1e' or '-' on the way, and an emptied field through '' when '2' is typed over '1'.
// A round of typing starts whenever the field's text is replaced rather than added to (the buyer selected
// it, or deleted from it), so '1.5' typed over a '2' typed a moment earlier leaves 2, not the count from
// before the field was entered.

export interface CounterTyping {
  /** The count before this round of typing: the count whenever what is typed is not a whole number. */
  before: number;
  count: number;
  /** What the field shows while it does not read as the count; null when it shows the count. */
  draft: string | null;
}

/**
 * The buyer goes into the field (or a button set the count): a new round of typing starts from `count`.
 */
export function startTyping(count: number): CounterTyping {
  return { before: count, count, draft: null };
}

/**
 * The field holds `typed` after a keystroke. A whole number is the count (lowered to `max`); anything else,
 * an emptied field included, leaves the count as it was before the typing and is shown as typed.
 */
export function typeInCounter(
  typing: CounterTyping,
  typed: string,
  max = MAX_TICKETS_PER_ORDER,
): CounterTyping {
  const shown = typing.draft ?? String(typing.count);
  const before = typed.startsWith(shown) ? typing.before : typing.count;
  if (isWholeCount(typed)) return { before, count: Math.min(Number(typed.trim()), max), draft: null };
  return { before, count: before, draft: typed };
}

/** The buyer leaves the field: an emptied field is a count of 0, anything else shows the count again. */
export function leaveCounter(typing: CounterTyping): CounterTyping {
  const emptied = typing.draft !== null && typing.draft.trim() === '';
  return startTyping(emptied ? 0 : typing.count);
}
