import {
  captureNotFound,
  type EmulatorAnswer,
  internalServerError,
  isKnownIssue,
  orderNotFound,
  rateLimitReached,
  type UnprocessableIssue,
  unprocessable,
} from './emulator-errors';

// PayPal's sandbox negative testing: a `PayPal-Mock-Response: {"mock_application_codes": "CODE"}`
// header makes the call answer the error CODE instead of doing anything. The emulator honours it the
// same way, so a test written against it runs against the sandbox unchanged. Codes that are not an
// error of the operation are ignored, as the sandbox ignores them ("the service returns the actual
// API responses"). For 429 and 500, the emulator takes PayPal's error names RATE_LIMIT_REACHED and
// INTERNAL_SERVER_ERROR as codes. docs/decisions/016-paypal-outcomes-and-webhooks.md

export type MockedOperation =
  | 'create-order'
  | 'get-order'
  | 'capture-order'
  | 'get-capture'
  | 'refund-capture';

const captureIssues = new Set<UnprocessableIssue>([
  'INSTRUMENT_DECLINED',
  'PAYER_ACTION_REQUIRED',
  'ORDER_NOT_APPROVED',
  'ORDER_ALREADY_CAPTURED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'PAYEE_BLOCKED_TRANSACTION',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'DUPLICATE_INVOICE_ID',
]);
const refundIssues = new Set<UnprocessableIssue>([
  'CAPTURE_FULLY_REFUNDED',
  'REFUND_NOT_ALLOWED',
  'REFUND_AMOUNT_EXCEEDED',
  'REFUND_CAPTURE_CURRENCY_MISMATCH',
  'REFUND_FAILED_INSUFFICIENT_FUNDS',
  'TRANSACTION_DISPUTED',
  'PENDING_CAPTURE',
  'DUPLICATE_INVOICE_ID',
  'DECIMAL_PRECISION',
  'CANNOT_BE_ZERO_OR_NEGATIVE',
]);
const createIssues = new Set<UnprocessableIssue>([
  'DECIMAL_PRECISION',
  'CANNOT_BE_ZERO_OR_NEGATIVE',
  'INVALID_CURRENCY_CODE',
  'MAX_VALUE_EXCEEDED',
]);

function codeOf(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  try {
    const parsed = JSON.parse(header) as { mock_application_codes?: unknown };
    return typeof parsed.mock_application_codes === 'string' ? parsed.mock_application_codes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The emulator's own codes for the refund call, which the sandbox has no code for: the refund stays
 * PENDING (until the test-only POST /v2/payments/refunds/{id}/settle), or it completes but its
 * PAYMENT.CAPTURE.REFUNDED is never delivered (a lost webhook). docs/decisions/036-refunds-without-gaps.md
 */
export type RefundBehaviour = 'REFUND_PENDING' | 'REFUND_WEBHOOK_LOST';

export function refundBehaviour(header: string | string[] | undefined): RefundBehaviour | undefined {
  const code = codeOf(header);
  return code === 'REFUND_PENDING' || code === 'REFUND_WEBHOOK_LOST' ? code : undefined;
}

/**
 * The emulator's own codes for the capture call: PayPal answers 201 and captures nothing, the capture
 * coming back DECLINED (the processor refused the card, PAYMENT.CAPTURE.DECLINED follows) or FAILED
 * (PayPal's error while capturing). PayPal's docs tell integrations to read the capture's status even
 * on a 201 (docs/decisions/039-emulator-own-folder-and-database.md).
 */
export type CapturedAs = 'DECLINED' | 'FAILED';

export function capturedAs(header: string | string[] | undefined): CapturedAs | undefined {
  const code = codeOf(header);
  return code === 'CAPTURE_DECLINED' ? 'DECLINED' : code === 'CAPTURE_FAILED' ? 'FAILED' : undefined;
}

/** The mocked answer for this call, or undefined when it should run for real. */
export function mockedAnswer(
  header: string | string[] | undefined,
  operation: MockedOperation,
  resourceId = '',
): EmulatorAnswer | undefined {
  const code = codeOf(header);
  if (code === undefined) return undefined;
  if (code === 'RATE_LIMIT_REACHED') return rateLimitReached();
  if (code === 'INTERNAL_SERVER_ERROR') return internalServerError();
  if (code === 'INVALID_RESOURCE_ID' && operation !== 'create-order') {
    return operation.endsWith('-order') ? orderNotFound(resourceId) : captureNotFound(resourceId);
  }
  if (!isKnownIssue(code)) return undefined;
  if (operation === 'capture-order' && captureIssues.has(code)) return unprocessable(code);
  if (operation === 'refund-capture' && refundIssues.has(code))
    return unprocessable(code, { api: 'payments' });
  if (operation === 'create-order' && createIssues.has(code)) return unprocessable(code);
  return undefined;
}
