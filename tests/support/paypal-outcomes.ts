import type { PayPalOperation } from '../../src/server/payments/paypal-client';
import type { PayPalTestOptions } from '../../src/server/payments/paypal-setup';

// Choosing what PayPal does with one call, as a test against PayPal's sandbox would: the negative-testing
// header PayPal-Mock-Response for one operation on one order, or an answer lost on the way back after
// PayPal acted (a timeout). Pass `options` to createTestApp's `paypal` override.

export interface PayPalOutcomes {
  options: PayPalTestOptions;
  /** The next `operation` on `resourceId` answers PayPal's error `code` (once). */
  mockNext(operation: PayPalOperation, resourceId: string, code: string): void;
  /** Every `operation` on `resourceId` answers `code` until `clearMocks()`. */
  mockEvery(operation: PayPalOperation, resourceId: string, code: string): void;
  clearMocks(): void;
  /** The next capture of `orderId` reaches PayPal, which acts, but its answer never arrives. */
  loseNextCaptureAnswer(orderId: string): void;
  /** The next refund of `captureId` reaches PayPal, which refunds, but its answer never arrives. */
  loseNextRefundAnswer(captureId: string): void;
  /** The PayPal-Request-Id of each refund request sent for `captureId`, in order. */
  refundRequestIds(captureId: string): string[];
  /**
   * The next capture of `orderId` never reaches PayPal and is refused with PayPal's 422 `issue`: for
   * issues PayPal may answer that its sandbox cannot be made to (no mock code of the capture call).
   */
  refuseNextCapture(orderId: string, issue: string, description: string): void;
  /** The PayPal-Request-Id of each capture request sent for `orderId`, in order. */
  captureRequestIds(orderId: string): string[];
  /** Every call sent to PayPal that names `resourceId` in its path, as "METHOD /path". */
  callsAbout(resourceId: string): string[];
  /** The HTTP status PayPal answered each capture of `orderId` with, in the order they came back. */
  captureStatuses(orderId: string): number[];
}

const capturePath = /\/v2\/checkout\/orders\/([^/]+)\/capture$/;
const refundPath = /\/v2\/payments\/captures\/([^/]+)\/refund$/;

export function paypalOutcomes(): PayPalOutcomes {
  const mocks = new Map<string, { code: string; once: boolean }>();
  const lostAnswers = new Set<string>();
  const lostRefundAnswers = new Set<string>();
  const refunds = new Map<string, string[]>();
  const refusals = new Map<string, { issue: string; description: string }>();
  const captures = new Map<string, string[]>();
  const statuses = new Map<string, number[]>();
  const calls: string[] = [];

  const options: PayPalTestOptions = {
    mockResponse(operation, resourceId) {
      const key = `${operation}:${resourceId ?? ''}`;
      const mock = mocks.get(key);
      if (mock === undefined) return undefined;
      if (mock.once) mocks.delete(key);
      return JSON.stringify({ mock_application_codes: mock.code });
    },
    async fetch(input, init) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      const orderId = capturePath.exec(url.pathname)?.[1];
      const refundedCapture = refundPath.exec(url.pathname)?.[1];
      if (refundedCapture) {
        const requestId = new Headers(init?.headers).get('paypal-request-id') ?? '';
        refunds.set(refundedCapture, [...(refunds.get(refundedCapture) ?? []), requestId]);
      }
      if (orderId) {
        const requestId = new Headers(init?.headers).get('paypal-request-id') ?? '';
        captures.set(orderId, [...(captures.get(orderId) ?? []), requestId]);
      }
      const refusal = orderId ? refusals.get(orderId) : undefined;
      if (orderId && refusal) refusals.delete(orderId);
      const response = refusal ? unprocessable(refusal) : await fetch(input, init);
      if (orderId) statuses.set(orderId, [...(statuses.get(orderId) ?? []), response.status]);
      if (orderId && lostAnswers.delete(orderId)) {
        await response.arrayBuffer();
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      }
      if (refundedCapture && lostRefundAnswers.delete(refundedCapture)) {
        await response.arrayBuffer();
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      }
      return response;
    },
  };

  return {
    options,
    mockNext: (operation, resourceId, code) => mocks.set(`${operation}:${resourceId}`, { code, once: true }),
    mockEvery: (operation, resourceId, code) =>
      mocks.set(`${operation}:${resourceId}`, { code, once: false }),
    clearMocks: () => mocks.clear(),
    loseNextCaptureAnswer: (orderId) => lostAnswers.add(orderId),
    loseNextRefundAnswer: (captureId) => lostRefundAnswers.add(captureId),
    refundRequestIds: (captureId) => refunds.get(captureId) ?? [],
    refuseNextCapture: (orderId, issue, description) => refusals.set(orderId, { issue, description }),
    captureRequestIds: (orderId) => captures.get(orderId) ?? [],
    captureStatuses: (orderId) => statuses.get(orderId) ?? [],
    callsAbout: (resourceId) => calls.filter((call) => call.split('/').includes(resourceId)),
  };
}

/** PayPal's 422 as Orders v2 shapes it, with a debug id in the body and the header. */
function unprocessable({ issue, description }: { issue: string; description: string }): Response {
  const debugId = 'f0e1d2c3b4a59';
  return Response.json(
    {
      name: 'UNPROCESSABLE_ENTITY',
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: debugId,
      details: [{ issue, description }],
    },
    { status: 422, headers: { 'paypal-debug-id': debugId } },
  );
}
