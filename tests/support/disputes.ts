import { emulatorCredentials } from '../../emulator/paypal-emulator';
import { organiserOverviewSchema } from '../../src/contracts/organiser';
import { emulatorPrefix } from '../../src/server/payments/paypal-setup';
import { type Delivered, type Emulated, emulatorPost } from './emulator-calls';
import { organiserPost } from './organiser-requests';
import type { TestApp } from './test-app';

// Disputes as the dispute tests make them: the buyer opens one at PayPal (the emulator's test-only call),
// it is escalated to a PayPal claim and PayPal's sandbox adjudicates it (Disputes v1 escalate and
// adjudicate). The emulator delivers CUSTOMER.DISPUTE.* to the app before answering each call.

interface DisputeOpened extends Delivered {
  dispute_id: string;
  status: string;
  reversalDelivery?: { status: number } | null;
}

/**
 * The buyer disputes a capture at PayPal (of `amount` dollars, or all of what is left); with channel
 * EXTERNAL, the card issuer's chargeback, which takes the money at once (PAYMENT.CAPTURE.REVERSED).
 */
export function openDisputeInPayPal(
  app: Emulated,
  captureId: string,
  options: { reason?: string; amount?: string; channel?: 'EXTERNAL' } = {},
) {
  return emulatorPost<DisputeOpened>(
    app,
    '/v1/customer/disputes',
    {
      capture_id: captureId,
      reason: options.reason ?? 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      ...(options.amount ? { amount: { currency_code: 'USD', value: options.amount } } : {}),
      ...(options.channel ? { channel: options.channel } : {}),
    },
    201,
  );
}

/**
 * PayPal holds a recorded capture for a buyer's complaint or a chargeback, or releases it (the emulator's
 * test-only calls); resolves with what the app answered PayPal's PAYMENT.CAPTURE.PENDING or .COMPLETED.
 */
export async function holdCaptureInPayPal(
  app: TestApp,
  captureId: string,
  action: { hold: 'BUYER_COMPLAINT' | 'CHARGEBACK' } | 'release',
) {
  const path = `/v2/payments/captures/${captureId}/${action === 'release' ? 'release' : 'hold'}`;
  const answer = await emulatorPost(app, path, action === 'release' ? undefined : { reason: action.hold });
  return answer.delivery?.status;
}

/** An access token of the emulator's, as PayPal's OAuth call gives one. */
export async function emulatorToken(app: Emulated): Promise<string> {
  const { clientId, clientSecret } = emulatorCredentials;
  const token = await app.emulator.inject({
    method: 'POST',
    url: `${emulatorPrefix}/v1/oauth2/token`,
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  return (token.json() as { access_token: string }).access_token;
}

/** A Disputes v1 call to the emulator, with a token, as the merchant (or PayPal's sandbox) makes it. */
export async function disputeCall(
  app: Emulated,
  disputeId: string,
  action: 'escalate' | 'adjudicate',
  body: object,
) {
  return app.emulator.inject({
    method: 'POST',
    url: `${emulatorPrefix}/v1/customer/disputes/${encodeURIComponent(disputeId)}/${action}`,
    headers: { authorization: `Bearer ${await emulatorToken(app)}` },
    payload: body,
  });
}

/**
 * PayPal decides the dispute: escalated to a claim if it is still an inquiry, then settled by the
 * sandbox's adjudicate. Resolves with what the app answered PayPal's RESOLVED event and, for the buyer,
 * the reversal's event.
 */
export async function settleDisputeInPayPal(
  app: Emulated,
  disputeId: string,
  outcome: 'BUYER_FAVOR' | 'SELLER_FAVOR',
) {
  const escalated = await disputeCall(app, disputeId, 'escalate', { note: 'Escalated by the tests.' });
  if (escalated.statusCode !== 200 && escalated.statusCode !== 422) {
    throw new Error(`escalate failed: ${escalated.statusCode} ${escalated.body}`);
  }
  const settled = await disputeCall(app, disputeId, 'adjudicate', { adjudication_outcome: outcome });
  if (settled.statusCode !== 200) throw new Error(`adjudicate failed: ${settled.statusCode} ${settled.body}`);
  const delivered = JSON.parse(String(settled.headers['paypal-emulator-deliveries'])) as Record<
    string,
    number | null
  >;
  const statusOf = (type: string) => {
    const status = delivered[type];
    return status === undefined ? undefined : status === null ? null : { status };
  };
  return {
    delivery: statusOf('CUSTOMER.DISPUTE.RESOLVED'),
    reversalDelivery: statusOf('PAYMENT.CAPTURE.REVERSED'),
  };
}

/** The dashboard's overview. */
export async function dashboardOverview(app: TestApp) {
  const answer = await organiserPost(app, '/api/organiser/overview');
  if (answer.status !== 200) throw new Error(`overview failed: ${answer.status}`);
  return organiserOverviewSchema.parse(answer.body);
}

/** PayPal sends the event of a dispute, or of a refund or reversal, again (it was lost the first time). */
export async function resendEvent(app: Emulated, payload: Record<string, string>) {
  const { delivery } = await emulatorPost(app, '/v1/notifications/simulate-event', payload, 202);
  if (delivery?.status !== 200) throw new Error(`redelivery was answered ${delivery?.status ?? 'by nobody'}`);
}
