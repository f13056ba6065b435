import { donationRecordToWire } from '../../contracts/donations';
import { progressSummaryToWire } from '../../contracts/progress';
import type { Outbox } from '../mail';
import type { OrderRecorder } from '../orders';
import { readDonationPayload } from '../orders';
import { addToRaised, addToTotals, progressChanged, setLastCounted } from '../progress';
import type { RealtimeServer } from '../realtime';
import {
  type PlacedSuggestion,
  placeSuggestion,
  type ScreeningDefaults,
  screenNewDonation,
} from '../screening';
import { queueDonationReceipt } from './donation-receipt-mail';
import { insertDonation } from './donation-store';

export interface DonationRecorderDeps {
  realtime: RealtimeServer;
  /** Sends the donor's receipt once the donation commits. */
  outbox: Pick<Outbox, 'wake'>;
  /** DONATION_SCREENING and its words; the dashboard's settings override them. */
  screening: ScreeningDefaults;
  /** After commit: the incentives' raised totals changed. */
  changed?: () => void;
  now: () => number;
}

/**
 * Writes a paid donation inside the recording transaction, with its incentive's raised amount (only the
 * chosen option's; a bid war's total is summed from its options when read). The money counts at once,
 * whether or not screening holds the name and message (docs/product/screening.md). The public record
 * goes to every page after commit with the totals it moved ('progress'), and the payer's receipt to the
 * outbox with the donation
 * (donation-receipt-mail.ts).
 */
export function donationRecorder(deps: DonationRecorderDeps): OrderRecorder {
  return async (trx, order, capture) => {
    const payload = readDonationPayload(order.payload);
    // A suggested option (docs/decisions/074-suggested-options.md): the money goes to it at once, hidden
    // until a moderator's decision on the donation that brought it first, which therefore waits.
    let suggestion: PlacedSuggestion | null = null;
    if (payload.suggestedOption && payload.incentiveId !== null) {
      suggestion = await placeSuggestion(trx, {
        parentId: payload.incentiveId,
        text: payload.suggestedOption,
        orderId: order.id,
      });
    }
    const incentiveId = suggestion?.incentiveId ?? payload.incentiveId;
    const screening = await screenNewDonation(
      trx,
      deps.screening,
      payload,
      suggestion?.first ? (payload.suggestedOption ?? null) : null,
    );
    await addToTotals(trx, 'donations', 1, order.amount_cents, order.id);
    const timeMs = deps.now();
    const record = await insertDonation(trx, {
      orderId: order.id,
      name: payload.name,
      // The order's own amount, which the capture was just checked against.
      amountCents: order.amount_cents,
      message: payload.message,
      extraInfo: payload.extraInfo,
      incentiveId,
      timeMs,
      screening: screening.verdict,
    });
    await setLastCounted(trx, 'donations', record.id, order.id);
    if (incentiveId !== null) await addToRaised(trx, incentiveId, order.amount_cents);
    await queueDonationReceipt(trx, {
      orderId: order.id,
      amountCents: order.amount_cents,
      paidMs: timeMs,
      incentiveId,
      payerEmail: capture.payerEmail,
    });
    const wire = donationRecordToWire(record);
    const progress = progressSummaryToWire(await progressChanged(trx));
    return () => {
      deps.outbox.wake();
      deps.changed?.();
      deps.realtime.emit('donation', wire);
      deps.realtime.emit('progress', progress);
      screening.announce(deps.realtime);
    };
  };
}
