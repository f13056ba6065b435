import type { Kysely } from 'kysely';
import type { EmailContent } from '../../../content/ticket-emails';
import type { Database } from '../db';
import { enqueueMail, renderEmail } from '../mail';

/**
 * Queues one of the waiting list's e-mails to an entry, in the caller's transaction, once per
 * `dedupeKey`. They share the list's kind: retention blanks their addresses with the list's
 * (docs/decisions/076-waiting-list.md).
 */
export function enqueueWaitingListMail(
  trx: Kysely<Database>,
  entry: { id: number; email: string },
  content: EmailContent,
  dedupeKey: string,
  nowMs: number,
): Promise<boolean> {
  return enqueueMail(
    trx,
    {
      to: entry.email,
      ...renderEmail(content),
      kind: 'waiting-list',
      ref: `waiting-list:${entry.id}`,
      dedupeKey,
    },
    nowMs,
  );
}
