import type { Kysely } from 'kysely';
import type { CellMark } from '../../contracts/twitch';
import type { Database } from '../db';

// The cells lit on the /markcell overlay (docs/product/donations-and-incentives.md, "Bits"). Each mark
// glows on its own for the content's time, so several marks, on one cell or many, never hide each
// other. Kept in the database, so an overlay that reconnects (to any instance) reads the ones still lit.

export interface NewMark {
  cell: string;
  name: string;
  bits: number;
}

/** Inside the cheer's transaction; the mark as the overlay gets it. */
export async function insertMark(
  trx: Kysely<Database>,
  mark: NewMark,
  nowMs: number,
  glowMs: number,
): Promise<CellMark> {
  const row = await trx
    .insertInto('cell_marks')
    .values({ ...mark, marked_ms: nowMs, until_ms: nowMs + glowMs })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), ...mark, remainingMs: glowMs };
}

/** The marks still glowing, oldest first, with the time each has left. */
export async function activeMarks(db: Kysely<Database>, nowMs: number): Promise<CellMark[]> {
  const rows = await db
    .selectFrom('cell_marks')
    .select(['id', 'cell', 'name', 'bits', 'until_ms'])
    .where('until_ms', '>', nowMs)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    cell: row.cell,
    name: row.name,
    bits: Number(row.bits),
    remainingMs: Number(row.until_ms) - nowMs,
  }));
}

/** Puts out every glowing mark; how many there were. */
export async function clearMarks(db: Kysely<Database>, nowMs: number): Promise<number> {
  const result = await db
    .updateTable('cell_marks')
    .set({ until_ms: nowMs })
    .where('until_ms', '>', nowMs)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
