import { type CreateDonationBody, createDonationResponseSchema } from '../../../contracts/donations';
import { incentiveFromWire, incentiveListSchema } from '../../../contracts/incentives';
import type { Incentive } from '../../../domain/incentives/incentive';
import { getJson } from '../../lib/api';
import { capturePaymentOrder, createPaymentOrder } from '../../lib/payment-orders';

/** GET /api/incentives, in the system's units (cents, epoch ms). */
export async function fetchIncentives(signal?: AbortSignal): Promise<Incentive[]> {
  const list = await getJson('/api/incentives', incentiveListSchema, signal);
  return list.map(incentiveFromWire);
}

/** The same answer as the page was sent with it; undefined when it is not one. */
export function readIncentives(value: unknown): Incentive[] | undefined {
  return incentiveListSchema.safeParse(value).data?.map(incentiveFromWire);
}

/** The donation payment calls (docs/product/donations-and-incentives.md, "Calls"). */
export const donationOrders = {
  create: (body: CreateDonationBody) =>
    createPaymentOrder('/api/orders/create', body, createDonationResponseSchema),
  capture: (orderID: string) => capturePaymentOrder(`/api/orders/${encodeURIComponent(orderID)}/capture`),
};
