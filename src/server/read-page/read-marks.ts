import type { Kysely } from 'kysely';
import type { ReadItem } from '../../contracts/read-page';
import { formatUsd } from '../../domain/money';
import { nameAndMessageShown } from '../../domain/screening/screening';
import type { Database } from '../db';
import { recordAudit } from '../db';
import { conflict, notFound } from '../plugins';
import { readItem } from './read-list';

// Marking a donation read or unread, pinned or unpinned (docs/product/read-page.md). Several hosts have
// the page open at once and may press the same button together: each change is a conditional update,
// so only the press that changed something writes a line in the change log and tells the other screens.

export interface ReadChange {
  read?: boolean | undefined;
  pinned?: boolean | undefined;
}

export interface MarkOutcome {
  item: ReadItem;
  /** False when the donation already was as asked: nothing was written. */
  changed: boolean;
}

export async function markDonation(
  db: Kysely<Database>,
  id: number,
  change: ReadChange,
  /** Who is making the change, as the change log names them (request.crew.name). */
  by: string,
  nowMs: number,
): Promise<MarkOutcome> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('donations')
      .select(['amount_cents', 'screening'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw notFound(`There is no donation ${id}.`);
    if (!nameAndMessageShown(found.screening)) {
      throw conflict(`Donation ${id} is held or denied by screening, so it is not read on stream.`);
    }
    // The amount and not the name: the change log names only the crew (docs/product/read-page.md).
    const what = `donation ${id} (${formatUsd(Number(found.amount_cents))})`;
    const lines: string[] = [];
    if (change.read !== undefined) {
      const updated = await trx
        .updateTable('donations')
        .set({ read_ms: change.read ? nowMs : null })
        .where('id', '=', id)
        .where('read_ms', change.read ? 'is' : 'is not', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0)
        lines.push(`Marked ${what} as ${change.read ? 'read' : 'unread'}`);
    }
    if (change.pinned !== undefined) {
      const updated = await trx
        .updateTable('donations')
        .set({ pinned: change.pinned })
        .where('id', '=', id)
        .where('pinned', '=', !change.pinned)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) lines.push(`${change.pinned ? 'Pinned' : 'Unpinned'} ${what}`);
    }
    for (const line of lines) await recordAudit(trx, `${line} on the read page`, by, nowMs);
    const item = await readItem(trx, id);
    if (!item) throw notFound(`There is no donation ${id}.`);
    return { item, changed: lines.length > 0 };
  });
}
