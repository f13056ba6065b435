import type { Kysely } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// Each livestream viewer's own link (docs/decisions/061-viewer-links.md). A viewer's ticket given to
// another address is marked moved, apart from a refund, so the order link that went to the old address
// can say the ticket moved instead of answering 404. The links in viewers' emails already name their
// viewer (order_links.access_token); from now on such a link opens that viewer's ticket only.
export function viewerLinksMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('livestream_access').addColumn('moved_ms', ms).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('livestream_access').dropColumn('moved_ms').execute();
    },
  };
}
