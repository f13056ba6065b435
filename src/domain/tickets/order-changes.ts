// What a buyer may change on their order page (docs/product/order-page-and-retention.md, "Changes") and
// until when. The changes are checked by the ticket form's own rules (validation.ts), so the page and the
// server refuse exactly what the form refuses, with the same sentences; only the fields the page lets the
// buyer change are reported.
import type { InPersonTicketType, LivestreamTicketType } from './counts';
import type { TicketTypeLabels } from './names-list';
import type { InPersonInfo, InPersonOrder, LivestreamOrder } from './order';
import { inPersonOrderProblems, livestreamOrderProblems, type TicketProblem } from './validation';

const dayMs = 86_400_000;

/** Unless BADGE_EDITS_CLOSE says otherwise, changes stop a week before the event starts. */
const defaultEditsCloseDays = 7;

/** The default closing time of changes, epoch ms, for an event starting at `eventStartS` (epoch seconds). */
export function defaultEditsCloseMs(eventStartS: number): number {
  return eventStartS * 1000 - defaultEditsCloseDays * dayMs;
}

/**
 * However early BADGE_EDITS_CLOSE is, a buyer has this long after paying to fix a name or an answer
 * (docs/product/order-page-and-retention.md, "Changes").
 */
const minimumEditHours = 48;

/** When changes to one order stop, epoch ms: BADGE_EDITS_CLOSE, or 48 hours after paying if that is later. */
export function orderEditsCloseMs(closeMs: number, paidMs: number): number {
  return Math.max(closeMs, paidMs + minimumEditHours * 3_600_000);
}

/** Changes are taken until the closing time, not at it. */
export function editsOpen(nowMs: number, closeMs: number): boolean {
  return nowMs < closeMs;
}

/** The in-person answers the order page may change (the names are the badges', in badge order). */
export type InPersonChanges = Omit<InPersonInfo, 'phone' | 'email'>;

const changeable = (problem: TicketProblem) =>
  problem.field.startsWith('names.') ||
  problem.field === 'dietaryRestrictionsDetails' ||
  problem.field === 'accomodationsDetails';

/** The ticket form's problems with the order as it would be after the changes, on the changed fields. */
export function inPersonChangeProblems(
  stored: InPersonOrder,
  changes: InPersonChanges,
  ticketLabels: TicketTypeLabels<InPersonTicketType>,
): TicketProblem[] {
  const changed: InPersonOrder = { ...stored, info: { ...stored.info, ...changes } };
  // No phone or discount check: neither can be changed here, and both passed when the order was taken.
  return inPersonOrderProblems(changed, { discountCodes: [], isValidPhone: null, ticketLabels }).filter(
    changeable,
  );
}

/** The same for the viewers' addresses of a livestream order, one per ticket in the form's order. */
export function livestreamChangeProblems(
  stored: LivestreamOrder,
  emails: string[],
  ticketLabels: TicketTypeLabels<LivestreamTicketType>,
): TicketProblem[] {
  return livestreamOrderProblems({ ...stored, info: { names: emails } }, ticketLabels).filter(changeable);
}
