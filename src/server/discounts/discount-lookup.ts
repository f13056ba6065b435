import type { Kysely } from 'kysely';
import { inPersonPageTexts } from '../../../content/ticket-pages';
import type { InPersonTicketType } from '../../domain/tickets/counts';
import type { DiscountCode } from '../../domain/tickets/pricing';
import type { Database } from '../db';
import { gone, notFound } from '../plugins';
import { lookupRefusal } from './discount-refusals';
import { findDiscountCodeRow, findEarlierEditionCode, whyUnusable } from './discount-store';

/**
 * What a typed code does, for the page. Unknown codes get the page's own "not recognised" sentence;
 * a code that existed but can no longer be used says so, so a sponsor's guest is not left thinking
 * they mistyped it. (Telling a guesser that a dead code once existed gives them nothing to use.)
 */
export async function lookUpDiscountCode(
  db: Kysely<Database>,
  typed: string,
  nowMs: number,
): Promise<DiscountCode<InPersonTicketType>> {
  const stored = await findDiscountCodeRow(db, typed);
  if (!stored) {
    // Only the current edition's codes work (docs/decisions/081-codes-and-waiting-list-per-edition.md).
    const earlier = await findEarlierEditionCode(db, typed);
    if (earlier) throw gone(lookupRefusal(earlier.stored.rule.code, { earlierYear: earlier.year }));
    throw notFound(inPersonPageTexts.discountUnrecognised);
  }
  const refusal = whyUnusable(stored, nowMs);
  if (refusal) throw gone(lookupRefusal(stored.rule.code, refusal));
  return stored.rule;
}
