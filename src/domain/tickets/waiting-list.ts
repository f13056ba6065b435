import { isValidEmail, MAX_EMAIL_LENGTH } from '../email';
import { MAX_TICKETS_PER_ORDER } from './counts';

// The waiting list's rules (docs/product/tickets.md, "The waiting list"): what a person may ask for, and
// who is offered freed places. Both the page and the server apply them.

/** One entry asks for at most as many places as one order may hold: the link buys them in one order. */
export const MAX_WAITING_LIST_PLACES = MAX_TICKETS_PER_ORDER;

const problemTexts = {
  invalidEmail: 'Must enter a valid email address.',
  places: `Places must be a whole number from 1 to ${MAX_WAITING_LIST_PLACES}.`,
} as const;

/** What is wrong with a request to join, field by field; empty when it can be sent. */
export function waitingListProblems(
  email: string,
  places: number,
): { field: 'email' | 'places'; message: string }[] {
  const problems: { field: 'email' | 'places'; message: string }[] = [];
  const trimmed = email.trim();
  if (trimmed.length > MAX_EMAIL_LENGTH || !isValidEmail(trimmed))
    problems.push({ field: 'email', message: problemTexts.invalidEmail });
  if (!Number.isInteger(places) || places < 1 || places > MAX_WAITING_LIST_PLACES)
    problems.push({ field: 'places', message: problemTexts.places });
  return problems;
}

/** The list's key for an address: one entry per address, whatever its case. */
export const waitingListKey = (email: string) => email.trim().toLowerCase();

/**
 * Which waiting entries (in line order) are offered `free` places: each in turn whose places fit in what
 * is still free; one that does not fit keeps its place in line for the next freed places, and those
 * behind it that fit are offered meanwhile (docs/decisions/076-waiting-list.md).
 */
export function entriesToOffer<T extends { places: number }>(waiting: readonly T[], free: number): T[] {
  const offered: T[] = [];
  let left = free;
  for (const entry of waiting) {
    if (left <= 0) break;
    if (entry.places <= left) {
      offered.push(entry);
      left -= entry.places;
    }
  }
  return offered;
}
