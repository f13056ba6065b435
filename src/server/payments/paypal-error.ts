import { errorBodySchema } from './paypal-types';

/** A refusal or failure from PayPal, with what a person needs to know in `message`. */
export class PayPalError extends Error {
  /** HTTP status; 0 when PayPal did not answer (network failure or timeout). */
  readonly status: number;
  /** PayPal's error name (UNPROCESSABLE_ENTITY, RESOURCE_NOT_FOUND, invalid_client) or ours
   * (NETWORK_ERROR, TIMEOUT, UNEXPECTED_RESPONSE). */
  readonly code: string;
  /** The first detail's issue: INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED... */
  readonly issue: string | undefined;
  readonly debugId: string | undefined;

  constructor(fields: { status: number; code: string; issue?: string; message: string; debugId?: string }) {
    super(fields.message);
    this.name = 'PayPalError';
    this.status = fields.status;
    this.code = fields.code;
    this.issue = fields.issue;
    this.debugId = fields.debugId;
  }
}

/**
 * PayPal's error answer as a PayPalError; its message is the first detail's description when there is
 * one. The debug id is the body's, else the Paypal-Debug-Id header's (the token endpoint's OAuth errors
 * carry it only there).
 */
export function payPalErrorFrom(status: number, body: unknown, headerDebugId?: string | null): PayPalError {
  const parsed = errorBodySchema.safeParse(body);
  const error = parsed.success ? parsed.data : {};
  const detail = error.details?.[0];
  return new PayPalError({
    status,
    code: error.name ?? error.error ?? `HTTP_${status}`,
    issue: detail?.issue,
    message:
      detail?.description ??
      error.message ??
      error.error_description ??
      `PayPal answered with status ${status}.`,
    debugId: error.debug_id ?? headerDebugId ?? undefined,
  });
}
