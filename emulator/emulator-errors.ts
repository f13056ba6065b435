import { randomBytes } from 'node:crypto';

// PayPal's error bodies, word for word where PayPal publishes the wording (the issue descriptions
// are the enums of PayPal's Orders v2 and Payments v2 OpenAPI definitions), so the client and the
// pages see exactly what they would see from PayPal. Every one carries a debug_id, as PayPal's do.

export interface EmulatorAnswer {
  status: number;
  body: unknown;
}

export function debugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

const issueDescriptions = {
  // Orders v2
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  PAYER_ACTION_REQUIRED: 'Transaction cannot complete successfully, instruct the buyer to return to PayPal.',
  TRANSACTION_REFUSED: 'The request was refused.',
  PAYER_CANNOT_PAY:
    'Payer cannot pay for this transaction. Please contact the payer to find other ways to pay for this transaction.',
  PAYER_ACCOUNT_LOCKED_OR_CLOSED: 'The payer account cannot be used for this transaction.',
  PAYEE_BLOCKED_TRANSACTION:
    'The Fraud settings for this seller are such that this payment cannot be executed.',
  REDIRECT_PAYER_FOR_ALTERNATE_FUNDING:
    'Transaction failed. Redirect the payer to select another funding source.',
  MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED: 'You have exceeded the maximum number of payment attempts.',
  DUPLICATE_INVOICE_ID:
    'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  INVALID_CURRENCY_CODE:
    'Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.',
  MAX_VALUE_EXCEEDED: 'Should be less than or equal to 999999999999999.99.',
  // Payments v2 (refunds)
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded',
  REFUND_NOT_ALLOWED: 'Capture cannot be refunded.',
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  REFUND_CAPTURE_CURRENCY_MISMATCH: 'Refund must be in the same currency as the capture',
  REFUND_FAILED_INSUFFICIENT_FUNDS:
    'Capture could not be refunded due to insufficient funds. Please check to see if you have sufficient funds in your PayPal account or if the bank account linked to your PayPal account is verified and has sufficient funds.',
  // Described in the emulator's own words (PayPal's Payments v2 lists the issue for a partial refund of a
  // capture with an open dispute).
  TRANSACTION_DISPUTED:
    'A partial refund is not possible while this transaction has an open dispute; resolve the case in the Resolution Center first.',
  PENDING_CAPTURE:
    'Cannot initiate a refund as the capture is pending. Capture is typically pending when the payer has funded the transaction using e-check/bank funded.',
} as const;
export type UnprocessableIssue = keyof typeof issueDescriptions;

export function isKnownIssue(issue: string): issue is UnprocessableIssue {
  return Object.hasOwn(issueDescriptions, issue);
}

type Api = 'orders' | 'payments';

function informationLink(issue: string, api: Api = 'orders') {
  return {
    href: `https://developer.paypal.com/docs/api/${api === 'orders' ? 'orders' : 'payments'}/v2/#error-${issue}`,
    rel: 'information_link',
    method: 'GET',
  };
}

export function unprocessable(
  issue: UnprocessableIssue,
  where: { field?: string; value?: string; location?: 'body' | 'header' | 'path'; api?: Api } = {},
): EmulatorAnswer {
  const { api, ...place } = where;
  return {
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ ...place, issue, description: issueDescriptions[issue] }],
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: debugId(),
      links: [informationLink(issue, api)],
    },
  };
}

function notFound(field: string, id: string, api: Api): EmulatorAnswer {
  return {
    status: 404,
    body: {
      name: 'RESOURCE_NOT_FOUND',
      details: [
        {
          field,
          value: id,
          location: 'path',
          issue: 'INVALID_RESOURCE_ID',
          description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
        },
      ],
      message: 'The specified resource does not exist.',
      debug_id: debugId(),
      links: [informationLink('INVALID_RESOURCE_ID', api)],
    },
  };
}

export const orderNotFound = (orderId: string) => notFound('order_id', orderId, 'orders');
export const captureNotFound = (captureId: string) => notFound('capture_id', captureId, 'payments');
export const refundNotFound = (refundId: string) => notFound('refund_id', refundId, 'payments');

/** PayPal's rate limiting guidelines: HTTP 429 RATE_LIMIT_REACHED. */
export function rateLimitReached(): EmulatorAnswer {
  return {
    status: 429,
    body: {
      name: 'RATE_LIMIT_REACHED',
      message: 'Too many requests. Blocked due to rate limiting.',
      debug_id: debugId(),
      links: [
        { href: 'https://developer.paypal.com/api/rest/reference/rate-limiting/', rel: 'information_link' },
      ],
    },
  };
}

export function internalServerError(): EmulatorAnswer {
  return {
    status: 500,
    body: {
      name: 'INTERNAL_SERVER_ERROR',
      message: 'An internal server error has occurred.',
      debug_id: debugId(),
      links: [informationLink('INTERNAL_SERVER_ERROR')],
    },
  };
}

export interface InvalidField {
  field: string;
  issue: string;
  description?: string;
  value?: string;
  location?: 'body' | 'header' | 'path' | 'query';
}

/** 400 INVALID_REQUEST; Transaction Search's answers carry no information link (`linked: false`). */
export function invalidRequest(details: InvalidField[], { linked = true } = {}): EmulatorAnswer {
  return {
    status: 400,
    body: {
      name: 'INVALID_REQUEST',
      message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
      debug_id: debugId(),
      details: details.map((detail) => ({ location: 'body', ...detail })),
      links: linked ? [informationLink(details[0]?.issue ?? 'INVALID_REQUEST')] : [],
    },
  };
}

export function authenticationFailure(): EmulatorAnswer {
  return {
    status: 401,
    body: {
      name: 'AUTHENTICATION_FAILURE',
      message:
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      debug_id: debugId(),
      links: [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }],
    },
  };
}

/**
 * The token endpoint speaks OAuth 2 (RFC 6749 section 5.2), not the REST error shape; PayPal's
 * debug id then travels in the Paypal-Debug-Id header only (the emulator sends it with every error).
 */
export function invalidClient(): EmulatorAnswer {
  return {
    status: 401,
    body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
  };
}
