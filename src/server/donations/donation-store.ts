import type { Kysely } from 'kysely';
import type { DonationRecord } from '../../contracts/donations';
import type { Cents } from '../../domain/money';
import type { Database } from '../db/schema';
import { paidSince } from '../progress/paid-since';

// The donations table. extra_info is written here and read only by organiser tools: the public reads
// below never select it.

export interface NewDonation {
  orderId: string;
  name: string;
  amountCents: Cents;
  message: string;
  extraInfo: Record<string, string>;
  incentiveId: string | null;
  timeMs: number;
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: Number(row.id),
    name: donation.name,
    amountCents: donation.amountCents,
    message: donation.message,
    incentiveId: donation.incentiveId,
    timeMs: donation.timeMs,
  };
}

const publicColumns = [
  'id',
  'name',
  'amount_cents',
  'refunded_cents',
  'message',
  'incentive_id',
  'time_ms',
] as const;

/** Donations since a moment, each at what is left after its refunds (progress/paid-since.ts). */
export async function donationsSince(db: Kysely<Database>, afterMs: number): Promise<DonationRecord[]> {
  const rows = await db.selectFrom('donations').select(publicColumns).$call(paidSince(afterMs)).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    amountCents: Number(row.amount_cents) - Number(row.refunded_cents),
    message: row.message,
    incentiveId: row.incentive_id,
    timeMs: Number(row.time_ms),
  }));
}
