import type { CreateDonationBody } from '../../../contracts/donations';
import { readIncentiveList } from '../../../contracts/incentives-wire';
import type { Incentive } from '../../../domain/incentives/incentive';
import { getJson } from '../../lib/api';
import { capturePaymentOrder, createPaymentOrder } from '../../lib/payment-orders';

// Read by hand, without zod: this page must load little script (docs/decisions/044-public-pages-without-zod.md).

/** GET /api/incentives, in the system's units (cents, epoch ms). */
export function fetchIncentives(signal?: AbortSignal): Promise<Incentive[]> {
  return getJson('/api/incentives', readIncentiveList, signal);
}

/** The same answer as the page was sent with it; undefined when it is not one. */
export const readIncentives = readIncentiveList;

/** The donation payment calls (docs/product/donations-and-incentives.md, "Calls"). */
export const donationOrders = {
  create: (body: CreateDonationBody) => createPaymentOrder('/api/orders/create', body),
  capture: (orderID: string) => capturePaymentOrder(`/api/orders/${encodeURIComponent(orderID)}/capture`),
};
