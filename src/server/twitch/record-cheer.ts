import type { Kysely } from 'kysely';
import { donateInfo } from '../../../content/donate';
import { donationRecordToWire } from '../../contracts/donations';
import { progressSummaryToWire } from '../../contracts/progress';
import type { TwitchCheerEvent } from '../../contracts/twitch';
import { cleanDisplayMessage, cleanDisplayName } from '../../domain/display-text';
import { donationLimits } from '../../domain/incentives/donation-limits';
import { cellName, parseMarkCell, withoutCheermotes } from '../../domain/mark-cell';
import type { Database } from '../db';
import { insertDonation } from '../donations';
import { addToTotals, progressChanged, setLastCounted } from '../progress';
import type { RealtimeServer } from '../realtime';
import { type ScreeningDefaults, screenNewDonation } from '../screening';
import { insertMark } from './cell-marks';
import { takeMessage } from './twitch-messages';

// A cheer is a donation (docs/product/donations-and-incentives.md, "Bits"): 1 bit counts as 1 cent, in
// the same totals, list and 'donation' event as a card donation, with no PayPal order behind it. With
// '!markcell rXcY' and enough bits it also lights that cell on the /markcell overlay.

export interface CheerDeps {
  db: Kysely<Database>;
  realtime: RealtimeServer;
  /** DONATION_SCREENING and its words: a cheer's name and message are screened like a donation's. */
  screening: ScreeningDefaults;
  now: () => number;
  /** After commit: the public answers that show donations and totals are read again. */
  changed?: (() => void) | undefined;
}

export type CheerOutcome =
  | { kind: 'repeat' }
  | { kind: 'recorded'; donationId: number; marked: string | null };

export async function recordCheer(
  deps: CheerDeps,
  messageId: string,
  cheer: TwitchCheerEvent,
): Promise<CheerOutcome> {
  const nowMs = deps.now();
  // Cleaned as a card donation's are (src/domain/display-text.ts), then cut rather than refused: Twitch
  // has already taken the cheer.
  const name = cheer.is_anonymous
    ? ''
    : cleanDisplayName(cheer.user_name ?? '', donationLimits.maxNameLength);
  const message = cleanDisplayMessage(withoutCheermotes(cheer.message), donationLimits.maxMessageLength);
  const request = parseMarkCell(cheer.message, cheer.bits, {
    minimumBits: donateInfo.markCellMinimumBits,
    gridSize: donateInfo.markCellGridSize,
  });
  const done = await deps.db.transaction().execute(async (trx) => {
    const taken = await takeMessage(
      trx,
      {
        id: messageId,
        messageType: 'notification',
        subscriptionType: 'channel.cheer',
        subscriptionStatus: 'enabled',
      },
      nowMs,
    );
    if (!taken) return undefined;
    const screening = await screenNewDonation(trx, deps.screening, { name, message });
    await addToTotals(trx, 'donations', 1, cheer.bits, null);
    const record = await insertDonation(trx, {
      orderId: null,
      name,
      amountCents: cheer.bits,
      message,
      extraInfo: {},
      incentiveId: null,
      timeMs: nowMs,
      bits: cheer.bits,
      twitchUserId: cheer.is_anonymous ? null : (cheer.user_id ?? null),
      screening: screening.verdict,
    });
    await setLastCounted(trx, 'donations', record.id, null);
    const mark = request.ok
      ? await insertMark(
          trx,
          // The public record's name: "Anonymous" while screening holds it.
          { cell: cellName(request.cell), name: record.name || 'Anonymous', bits: cheer.bits },
          nowMs,
          donateInfo.markCellGlowSeconds * 1000,
        )
      : undefined;
    return { record, mark, screening, progress: await progressChanged(trx) };
  });
  if (!done) return { kind: 'repeat' };
  // After commit, like a card donation: every page that shows donations hears of it.
  deps.changed?.();
  deps.realtime.emit('donation', donationRecordToWire(done.record));
  deps.realtime.emit('progress', progressSummaryToWire(done.progress));
  if (done.mark) deps.realtime.emit('cell-marked', done.mark);
  done.screening.announce(deps.realtime);
  return { kind: 'recorded', donationId: done.record.id, marked: done.mark?.cell ?? null };
}
