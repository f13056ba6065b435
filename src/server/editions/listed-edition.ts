import type { Kysely } from 'kysely';
import { currentEditionId, type Database } from '../db';
import { notFound } from '../plugins';

/**
 * The edition whose orders, badges and attendees a dashboard list shows (docs/product/organisers.md,
 * "Editions"): the one asked for, refused with a sentence when no edition has that id, or the current
 * one, as a sub-select read in the list's own statement (so a list read while an organiser switches
 * shows one edition, never both).
 */
export async function listedEdition(db: Kysely<Database>, asked: number | undefined) {
  if (asked === undefined) return currentEditionId(db);
  const found = await db.selectFrom('editions').select('id').where('id', '=', asked).executeTakeFirst();
  if (!found) {
    throw notFound(
      `There is no edition ${asked}. Choose one of the editions listed in the Editions section.`,
    );
  }
  return asked;
}

/** An edition's id, or the current one's as a sub-select. */
export type ListedEdition = Awaited<ReturnType<typeof listedEdition>>;
