import type { Kysely, Selectable } from 'kysely';
import type { DonationRecord } from '../../contracts/donations';
import type { Cents } from '../../domain/money';
import type { ScreeningVerdict } from '../../domain/screening/screen-donation';
import { nameAndMessageShown } from '../../domain/screening/screening';
import { currentEditionId, type Database, type DonationTable } from '../db';
import { paidSince } from '../progress';

// The donations table. extra_info is written here and read only by organiser tools: the public reads
// below never select it. A held or denied donation's name and message never leave this file in a public
// record (docs/product/screening.md): they are blanked here, where every public read comes through.

export interface NewDonation {
  /** The PayPal order; null for a Twitch cheer, which has none. */
  orderId: string | null;
  name: string;
  amountCents: Cents;
  message: string;
  extraInfo: Record<string, string>;
  incentiveId: string | null;
  timeMs: number;
  /** A cheer's bits (docs/product/donations-and-incentives.md, "Bits"); absent for a PayPal donation. */
  bits?: number;
  /** A cheer's Twitch account (null when anonymous), so one viewer's cheers add up for prizes. */
  twitchUserId?: string | null;
  /** Shown at once, or held for an organiser (domain/screening/screen-donation.ts). */
  screening: ScreeningVerdict;
}

/** Returns the public record of the donation just written. */
export async function insertDonation(trx: Kysely<Database>, donation: NewDonation): Promise<DonationRecord> {
  const row = await trx
    .insertInto('donations')
    .values({
      order_id: donation.orderId,
      name: donation.name,
      amount_cents: donation.amountCents,
      message: donation.message,
      extra_info: JSON.stringify(donation.extraInfo),
      incentive_id: donation.incentiveId,
      time_ms: donation.timeMs,
      bits: donation.bits ?? null,
      twitch_user_id: donation.twitchUserId ?? null,
      screening: donation.screening.state,
      held_reason: donation.screening.state === 'held' ? donation.screening.reason : null,
      // The order's edition; a cheer's is the current one (docs/decisions/075-editions-as-data.md).
      edition_id: (eb) =>
        donation.orderId === null
          ? eb.selectFrom('event_settings').select('current_edition_id').where('id', '=', 1)
          : eb.selectFrom('orders').select('edition_id').where('id', '=', donation.orderId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return publicRecord({
    id: row.id,
    name: donation.name,
    amount_cents: donation.amountCents,
    refunded_cents: 0,
    message: donation.message,
    incentive_id: donation.incentiveId,
    time_ms: donation.timeMs,
    screening: donation.screening.state,
  });
}

const publicColumns = [
  'id',
  'name',
  'amount_cents',
  'refunded_cents',
  'message',
  'incentive_id',
  'time_ms',
  'screening',
] as const;

type PublicRow = Pick<
  Selectable<DonationTable>,
  'id' | 'name' | 'amount_cents' | 'refunded_cents' | 'message' | 'incentive_id' | 'time_ms' | 'screening'
>;

/**
 * A donation as the public sees it: at what is left after its refunds, and without its name and
 * message until they are approved (an empty name reads "Anonymous").
 */
const publicRecord = (row: PublicRow): DonationRecord => {
  const shown = nameAndMessageShown(row.screening);
  return {
    id: Number(row.id),
    name: shown ? row.name : '',
    amountCents: Number(row.amount_cents) - Number(row.refunded_cents),
    message: shown ? row.message : '',
    incentiveId: row.incentive_id,
    timeMs: Number(row.time_ms),
  };
};

/** Donations since a moment, each at what is left after its refunds (progress/paid-since.ts). */
export async function donationsSince(db: Kysely<Database>, afterMs: number): Promise<DonationRecord[]> {
  const rows = await db
    .selectFrom('donations')
    .select(publicColumns)
    .$call(paidSince(afterMs, 'donations'))
    .execute();
  return rows.map(publicRecord);
}

/**
 * One page of the public history, newest first: the current edition's `limit` donations before `before`
 * (time, then id) and after the history date, each at what is left after its refunds; refunded-in-full
 * ones left out.
 */
export async function donationsBefore(
  db: Kysely<Database>,
  afterMs: number,
  before: { timeMs: number; id: number } | undefined,
  limit: number,
): Promise<DonationRecord[]> {
  let query = db
    .selectFrom('donations')
    .select(publicColumns)
    .where('edition_id', '=', currentEditionId(db))
    .where('time_ms', '>', afterMs)
    .where((eb) => eb('refunded_cents', '<', eb.ref('amount_cents')));
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('time_ms', '<', before.timeMs),
        eb.and([eb('time_ms', '=', before.timeMs), eb('id', '<', before.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('time_ms', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(publicRecord);
}
