import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';
import { qrPng } from './qr-image';
import { assertSingleAddress, type MailAttachment } from './transport';

// Mail is queued as a row in the caller's own transaction: if the purchase (or blast) commits, its
// mail is sure to go; if it rolls back, no mail exists. The worker (outbox-worker.ts) sends it.

export interface QueuedMail {
  /** One address; a message to many people is queued once per person. */
  to: string;
  /** Plain text; line breaks are flattened when it is sent, so it cannot add a header. */
  subject: string;
  /** Plain text body. */
  text: string;
  html?: string | null;
  /** Images the html shows inline by cid (badge QR codes), drawn by the worker when it sends. */
  images?: InlineQrImage[];
  /** What it is about ('ticket', 'livestream', 'blast', ...) and which one, for the counts. */
  kind: string;
  ref: string;
  /**
   * The name of this one logical message, unique for all time, e.g. `ticket:${orderId}:buyer` or
   * `blast:${blastId}:${address}`. Queuing the same key again does nothing, so a retried request or a
   * second recording path cannot send a second copy. The row keeps only its hash (dedupeKeyHash).
   */
  dedupeKey: string;
  /** Not before this time (epoch ms); defaults to now. */
  sendAfterMs?: number;
}

/**
 * What the outbox keeps of a dedupe key: its SHA-256, so a key naming an address (a blast's) keeps no
 * address in the table once the message's address is erased (docs/product/order-page-and-retention.md,
 * "Retention"). Migration 027 hashed the keys written before.
 */
function dedupeKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * Queues one message inside `db`, which should be the caller's transaction. Resolves true when the
 * message was queued, false when its dedupe key was already queued (nothing changes then).
 * Call `outbox.wake()` after the transaction commits so it goes out at once.
 */
export async function enqueueMail(db: Kysely<Database>, mail: QueuedMail, nowMs: number): Promise<boolean> {
  assertSingleAddress(mail.to);
  const inserted = await db
    .insertInto('outbox')
    .values({
      dedupe_key: dedupeKeyHash(mail.dedupeKey),
      kind: mail.kind,
      ref: mail.ref,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      attachments: mail.images?.length ? JSON.stringify(mail.images) : null,
      created_ms: nowMs,
      send_after_ms: mail.sendAfterMs ?? nowMs,
    })
    // Both engines understand ON CONFLICT ... DO NOTHING; a concurrent insert of the same key on
    // PostgreSQL waits for the first transaction and then does nothing.
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * An image the html shows as `<img src="cid:${cid}">`: a QR code of `qrText`. The row keeps only the text;
 * the worker draws the PNG when it sends (mail/qr-image.ts), so no purchase's transaction waits for it.
 */
export interface InlineQrImage {
  cid: string;
  filename: string;
  qrText: string;
}

/** The images of a queued row, drawn, as the transport takes them. */
export async function attachmentsOf(column: string | null): Promise<MailAttachment[]> {
  if (column === null) return [];
  // Written by enqueueMail above, never from outside.
  const images = JSON.parse(column) as InlineQrImage[];
  return Promise.all(
    images.map(async (image) => ({
      filename: image.filename,
      contentType: 'image/png',
      cid: image.cid,
      content: await qrPng(image.qrText),
    })),
  );
}

export interface OutboxStats {
  /** Every message ever queued (in the filter). */
  queued: number;
  /** Accepted by the SMTP server (or written as .eml). */
  sent: number;
  /** Queued and not yet sent: queued - sent. */
  pending: number;
  /** Pending messages whose last attempt failed; they are retried until they go. */
  failing: number;
}

export interface OutboxFilter {
  kind?: string;
  ref?: string;
}

export async function outboxStats(db: Kysely<Database>, filter: OutboxFilter = {}): Promise<OutboxStats> {
  let query = db
    .selectFrom('outbox')
    .select([
      sql<number>`count(*)`.as('queued'),
      sql<number>`count(sent_ms)`.as('sent'),
      sql<number>`count(case when sent_ms is null and attempts > 0 then 1 end)`.as('failing'),
    ]);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.ref !== undefined) query = query.where('ref', '=', filter.ref);
  const row = await query.executeTakeFirstOrThrow();
  const queued = Number(row.queued);
  const sent = Number(row.sent);
  return { queued, sent, pending: queued - sent, failing: Number(row.failing) };
}
