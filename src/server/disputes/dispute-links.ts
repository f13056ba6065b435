import type { DisputeLinks } from '../refunds';
import { openDisputesByOrder } from './held-money';

// The disputes table as the refunds' bookkeeping reads and links it: handed to the refunds through
// RefundDeps (app.ts), since the disputes record their money through the refunds and not the other way
// round (docs/decisions/083-one-writer-per-table.md).

const linkColumn = { reversal: 'reversal_id', return: 'return_id' } as const;

/** How the refunds' bookkeeping reads and links a dispute's money (handed in through RefundDeps). */
export const disputeLinks: DisputeLinks = {
  async unlinked(trx, captureId, link) {
    const rows = await trx
      .selectFrom('disputes')
      .select('id')
      .where('capture_id', '=', captureId)
      .where(linkColumn[link], 'is', null)
      .orderBy('created_ms')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  },
  async link(trx, disputeId, link, paypalId) {
    const linked = await trx
      .updateTable('disputes')
      .set({ [linkColumn[link]]: paypalId })
      .where('id', '=', disputeId)
      .where(linkColumn[link], 'is', null)
      .executeTakeFirst();
    return Number(linked.numUpdatedRows) > 0;
  },
  async linkedTo(trx, disputeId, link) {
    const row = await trx
      .selectFrom('disputes')
      .select(linkColumn[link])
      .where('id', '=', disputeId)
      .executeTakeFirst();
    return row ? (link === 'reversal' ? row.reversal_id : row.return_id) : undefined;
  },
  async linkedReturns(trx, paypalIds) {
    if (paypalIds.length === 0) return new Set();
    const rows = await trx
      .selectFrom('disputes')
      .select('return_id')
      .where('return_id', 'in', paypalIds)
      .execute();
    return new Set(rows.flatMap((row) => (row.return_id === null ? [] : [row.return_id])));
  },
  openByOrder: openDisputesByOrder,
};
