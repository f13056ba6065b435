import { organiserOverviewSchema } from '../../src/contracts/organiser';
import { emulatorPrefix } from '../../src/server/payments/paypal-setup';
import { organiserPost } from './organiser-requests';
import type { TestApp } from './test-app';

// Disputes as the dispute tests make them: the buyer opens one at PayPal and PayPal decides it (the
// emulator's test-only calls, which deliver CUSTOMER.DISPUTE.* to the app before answering).

interface Delivered {
  dispute_id: string;
  status: string;
  /** What the app answered PayPal's delivery of the dispute's event. */
  delivery: { status: number } | null;
  reversalDelivery?: { status: number } | null;
}

async function emulatorPost(app: TestApp, url: string, payload: Record<string, unknown>, expected: number) {
  const response = await app.server.inject({ method: 'POST', url: `${emulatorPrefix}${url}`, payload });
  if (response.statusCode !== expected) {
    throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as Delivered;
}

/** The buyer disputes a capture at PayPal (of `amount` dollars, or all of what is left). */
export function openDisputeInPayPal(
  app: TestApp,
  captureId: string,
  options: { reason?: string; amount?: string } = {},
) {
  return emulatorPost(
    app,
    '/v1/customer/disputes',
    {
      capture_id: captureId,
      reason: options.reason ?? 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      ...(options.amount ? { amount: { currency_code: 'USD', value: options.amount } } : {}),
    },
    201,
  );
}

/** PayPal decides the dispute. */
export function resolveDisputeInPayPal(
  app: TestApp,
  disputeId: string,
  outcome: 'RESOLVED_BUYER_FAVOUR' | 'RESOLVED_SELLER_FAVOUR',
) {
  return emulatorPost(
    app,
    `/v1/customer/disputes/${encodeURIComponent(disputeId)}/resolve`,
    { outcome },
    200,
  );
}

/** The dashboard's overview. */
export async function dashboardOverview(app: TestApp) {
  const answer = await organiserPost(app, '/api/organiser/overview');
  if (answer.status !== 200) throw new Error(`overview failed: ${answer.status}`);
  return organiserOverviewSchema.parse(answer.body);
}
