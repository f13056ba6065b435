import type { CreateDonationBody } from '../../../contracts/donations';
import { incentiveFromWire } from '../../../contracts/incentive-conversion';
import type { Incentive } from '../../../domain/incentives/incentive';
import { getJson } from '../../lib/api';
import { lazySchema } from '../../lib/lazy-schema';
import { capturePaymentOrder, createPaymentOrder } from '../../lib/payment-orders';

/** Fetched with the first read, off the way to the first tap (lib/lazy-schema.ts). */
const incentiveList = lazySchema(() =>
  import('../../../contracts/incentives').then((module) => module.incentiveListSchema),
);

/** GET /api/incentives, in the system's units (cents, epoch ms). */
export async function fetchIncentives(signal?: AbortSignal): Promise<Incentive[]> {
  return (await getJson('/api/incentives', incentiveList, signal)).map(incentiveFromWire);
}

/** The donation payment calls (docs/product/donations-and-incentives.md, "Calls"). */
export const donationOrders = {
  create: (body: CreateDonationBody) => createPaymentOrder('/api/orders/create', body),
  capture: (orderID: string) => capturePaymentOrder(`/api/orders/${encodeURIComponent(orderID)}/capture`),
};
