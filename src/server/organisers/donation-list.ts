import type { Kysely } from 'kysely';
import { centsToWireDollars } from '../../contracts/money';
import type { OrganiserDonation } from '../../contracts/organiser-edits';
import type { Database } from '../db';
import { heldCentsByOrder } from '../disputes';
import { pendingRefundsByOrder } from '../refunds';

function answers(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([prompt, answer]) => [prompt, String(answer)]));
  } catch {
    return {};
  }
}

export interface DonationPage {
  /** The last donation of the page before: only older ones (time, then id) come. */
  before?: { time: string; id: number };
  limit?: number;
}

/** The newest donations first, with the private answers to incentive prompts, for organisers only. */
export async function organiserDonations(
  db: Kysely<Database>,
  page: DonationPage = {},
): Promise<OrganiserDonation[]> {
  const before = page.before;
  const beforeMs = before ? Date.parse(before.time) : 0;
  const rows = await db
    .selectFrom('donations')
    .leftJoin('incentives', 'incentives.id', 'donations.incentive_id')
    .leftJoin(pendingRefundsByOrder(db), 'pending.order_id', 'donations.order_id')
    .select([
      'donations.id',
      'donations.name',
      'donations.amount_cents',
      'donations.message',
      'donations.incentive_id',
      'donations.extra_info',
      'donations.time_ms',
      'incentives.title as incentive_title',
      'donations.order_id',
      'donations.bits',
      'donations.refunded_cents',
      'pending.cents as pending_cents',
      'donations.screening',
    ])
    .$if(before !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('donations.time_ms', '<', beforeMs),
          eb.and([eb('donations.time_ms', '=', beforeMs), eb('donations.id', '<', before?.id ?? 0)]),
        ]),
      ),
    )
    .orderBy('donations.time_ms', 'desc')
    .orderBy('donations.id', 'desc')
    .limit(page.limit ?? 500)
    .execute();
  // A dispute and a hold on one payment are the same money: each order counts its largest open one.
  const disputed = await heldCentsByOrder(db);
  return rows.map((row) => {
    const amount = Number(row.amount_cents);
    const refunded = Number(row.refunded_cents);
    const left = Math.max(0, amount - refunded - Number(row.pending_cents ?? 0));
    return {
      id: Number(row.id),
      name: row.name,
      amount: centsToWireDollars(Number(row.amount_cents)),
      message: row.message,
      incentive: row.incentive_id,
      incentiveTitle: row.incentive_title,
      extraInfo: answers(row.extra_info),
      time: new Date(Number(row.time_ms)).toISOString(),
      orderId: row.order_id,
      bits: row.bits === null ? null : Number(row.bits),
      refunded: centsToWireDollars(refunded),
      refundable: centsToWireDollars(left),
      screening: row.screening,
      disputed: centsToWireDollars(row.order_id === null ? 0 : (disputed.get(row.order_id) ?? 0)),
    };
  });
}
