import type { Kysely } from 'kysely';
import { screeningWords } from '../../../content/screening-words';
import { isScreeningMode, type ScreeningMode, uniqueWords } from '../../domain/screening/screening';
import type { Database } from '../db';

// The screening mode and words in force (docs/product/screening.md). Read inside the transaction that
// records a donation, so a mode changed on the dashboard applies to the very next donation on every
// instance; one row by primary key, cheap beside the insert it goes with.

/** What the configuration says at start: DONATION_SCREENING and DONATION_SCREENING_WORDS. */
export interface ScreeningDefaults {
  mode: ScreeningMode;
  words: readonly string[];
}

export interface ScreeningSettings {
  mode: ScreeningMode;
  /** The organisers' own words, as letters. */
  organiserWords: string[];
  /** Every word that holds a donation: the content's, the configuration's and the organisers'. */
  words: string[];
  /** How many of them come from the content's list and the configuration. */
  listedWords: number;
}

function storedWords(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((word): word is string => typeof word === 'string') : [];
  } catch {
    return [];
  }
}

export async function readScreening(
  db: Kysely<Database>,
  defaults: ScreeningDefaults,
): Promise<ScreeningSettings> {
  const row = await db
    .selectFrom('event_settings')
    .select(['screening_mode', 'screening_words'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const listed = uniqueWords([...screeningWords, ...defaults.words]);
  const organiserWords = uniqueWords(storedWords(row?.screening_words ?? '[]'));
  return {
    mode: isScreeningMode(row?.screening_mode) ? row.screening_mode : defaults.mode,
    organiserWords,
    words: uniqueWords([...listed, ...organiserWords]),
    listedWords: listed.length,
  };
}

export async function setScreeningMode(db: Kysely<Database>, mode: ScreeningMode, nowMs: number) {
  await db
    .updateTable('event_settings')
    .set({ screening_mode: mode, updated_ms: nowMs })
    .where('id', '=', 1)
    .execute();
}

/** Replaces the organisers' own words; what does not hold a letter is dropped. */
export async function setOrganiserWords(db: Kysely<Database>, words: readonly string[], nowMs: number) {
  await db
    .updateTable('event_settings')
    .set({ screening_words: JSON.stringify(uniqueWords(words)), updated_ms: nowMs })
    .where('id', '=', 1)
    .execute();
}
