import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BADGE_CODE_ALPHABET, BADGE_CODE_LENGTH } from '../../../domain/tickets/badge-lookup';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// Orders, one badge at a time (docs/decisions/056-orders-one-badge-at-a-time.md). A refund request
// names the badges it refunds, so whichever report of PayPal's refund moves the money (the dashboard's
// answer, the webhook, the sweep) stops exactly those. A livestream viewer gets a code like a badge's:
// it names the viewer's place in the order on the dashboard (never the secret link), and stays when
// the address changes. A ticket row counts the tickets refunded one by one, for tickets sold.
export function ordersOneBadgeAtATimeMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      // JSON list of the badge (or viewer) codes; null: a refund of an amount.
      await db.schema.alterTable('refund_requests').addColumn('badges', 'text').execute();
      await db.schema.alterTable('livestream_access').addColumn('code', 'text').execute();
      await db.schema.alterTable('livestream_access').addColumn('refunded_ms', ms).execute();
      // The viewer's ticket type, for the viewer's share of the order; null before the migration.
      await db.schema.alterTable('livestream_access').addColumn('ticket_type', 'text').execute();
      await db.schema
        .alterTable('tickets')
        .addColumn('refunded_count', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      const typed = db as Kysely<{ livestream_access: { token: string; code: string | null } }>;
      const rows = await typed.selectFrom('livestream_access').select('token').execute();
      for (const row of rows) {
        await typed
          .updateTable('livestream_access')
          .set({ code: viewerCode() })
          .where('token', '=', row.token)
          .execute();
      }
      await db.schema.createIndex('livestream_access_code').on('livestream_access').column('code').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('livestream_access_code').execute();
      await db.schema.alterTable('tickets').dropColumn('refunded_count').execute();
      await db.schema.alterTable('livestream_access').dropColumn('ticket_type').execute();
      await db.schema.alterTable('livestream_access').dropColumn('refunded_ms').execute();
      await db.schema.alterTable('livestream_access').dropColumn('code').execute();
      await db.schema.alterTable('refund_requests').dropColumn('badges').execute();
    },
  };
}

function viewerCode(): string {
  let code = '';
  for (let i = 0; i < BADGE_CODE_LENGTH; i++)
    code += BADGE_CODE_ALPHABET[randomInt(BADGE_CODE_ALPHABET.length)];
  return code;
}
