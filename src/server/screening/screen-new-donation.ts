import type { Kysely } from 'kysely';
import { changeNotice } from '../../contracts/organiser-edits';
import {
  type ScreenedText,
  type ScreeningVerdict,
  screenDonation,
  screenSuggestingDonation,
} from '../../domain/screening/screen-donation';
import type { Database } from '../db';
import { emitToCrew, type RealtimeServer } from '../realtime';
import { readScreening, type ScreeningDefaults } from './screening-settings';

export type { ScreeningDefaults } from './screening-settings';

export interface NewDonationScreening {
  verdict: ScreeningVerdict;
  /** After commit: a held donation tells the moderators' queues at once. */
  announce(realtime: RealtimeServer): void;
}

/**
 * Whether a donation being recorded (a card donation or a cheer) is shown at once or waits for an
 * organiser, with the mode and words in force now (docs/product/screening.md). Inside the recording
 * transaction, so the verdict is stored with the donation.
 */
export async function screenNewDonation(
  trx: Kysely<Database>,
  defaults: ScreeningDefaults,
  typed: ScreenedText,
  /** A new option this donation brings first for a bid war: it waits for a moderator in every mode. */
  suggestion: string | null = null,
): Promise<NewDonationScreening> {
  const settings = await readScreening(trx, defaults);
  const verdict =
    suggestion === null
      ? screenDonation(settings.mode, settings.words, typed)
      : screenSuggestingDonation(settings.mode, settings.words, typed, suggestion);
  return {
    verdict,
    announce(realtime) {
      if (verdict.state === 'held')
        emitToCrew(realtime, ['moderator', 'organiser'], 'screening-changed', changeNotice());
    },
  };
}
