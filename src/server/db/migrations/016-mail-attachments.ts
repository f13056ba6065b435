import type { Kysely } from 'kysely';

// Ticket emails carry each badge's QR code as an inline image (docs/product/tickets.md, "The ticket
// email"). The row keeps what to draw (JSON of mail/outbox.ts's InlineQrImage list: content id, file name,
// the text to encode) and the worker draws the PNGs when it sends; null for the mails that have none.
export function mailAttachmentsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').dropColumn('attachments').execute();
    },
  };
}
