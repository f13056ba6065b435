import { type DiscountCodeCreateBody, discountCodeCreateSchema } from '../../../contracts/discount-codes';
import { describeZodError } from '../../../contracts/errors';
import type { InPersonTicketType } from '../../../domain/tickets/counts';
import { fromZoneInputValue } from '../../../domain/zone-input';

// The new-code form as typed: text fields, checked here with the route's own schema so the organiser
// sees the server's limits before sending. The end is a local time of the edition's zone ('' for none).

export interface DiscountCodeDraft {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent (1 to 100) or dollars, by `kind`. */
  value: string;
  /** '' for no limit. */
  maxTickets: string;
  requiresTicketType: InPersonTicketType | '';
  maxUses: string;
  ends: string;
  note: string;
}

export const emptyDiscountCodeDraft: DiscountCodeDraft = {
  code: '',
  kind: 'percent',
  value: '',
  maxTickets: '',
  requiresTicketType: '',
  maxUses: '',
  ends: '',
  note: '',
};

type Checked<T> = { value: T } | { error: string };

function wholeNumber(text: string, label: string): Checked<number | null> {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!/^\d+$/.test(trimmed)) return { error: `${label} must be a whole number, or empty for no limit.` };
  return { value: Number(trimmed) };
}

function effectOf(
  draft: DiscountCodeDraft,
): Checked<{ percentOff: number | null; amountOff: number | null }> {
  const text = draft.value.trim().replace(/^\$|%$/g, '');
  if (draft.kind === 'percent') {
    if (!/^\d+$/.test(text)) return { error: 'The percentage off must be a whole number from 1 to 100.' };
    return { value: { percentOff: Number(text), amountOff: null } };
  }
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: 'The amount off must be dollars, like 40 or 12.50.' };
  return { value: { percentOff: null, amountOff: Number(text) } };
}

/** The body's `code` as the server takes it, or the first thing the organiser must fix. */
export function codeOfDraft(
  draft: DiscountCodeDraft,
  timeZone: string,
): { code: DiscountCodeCreateBody['code'] } | { error: string } {
  const effect = effectOf(draft);
  if ('error' in effect) return effect;
  const maxTickets = wholeNumber(draft.maxTickets, 'The most tickets');
  if ('error' in maxTickets) return maxTickets;
  const maxUses = wholeNumber(draft.maxUses, 'The number of uses');
  if ('error' in maxUses) return maxUses;
  let ends: string | null = null;
  if (draft.ends.trim() !== '') {
    const seconds = fromZoneInputValue(draft.ends, timeZone);
    if (seconds === null) return { error: 'The end must be a date and time, or empty for no end.' };
    ends = new Date(seconds * 1000).toISOString();
  }
  const code: DiscountCodeCreateBody['code'] = {
    code: draft.code.trim(),
    ...effect.value,
    maxTickets: maxTickets.value,
    requiresTicketType: draft.requiresTicketType === '' ? null : draft.requiresTicketType,
    maxUses: maxUses.value,
    ends,
    note: draft.note.trim(),
  };
  const checked = discountCodeCreateSchema.shape.code.safeParse(code);
  return checked.success ? { code } : { error: describeZodError(checked.error) };
}
