import { randomBytes } from 'node:crypto';

// PayPal's error bodies, word for word where PayPal's wording is known (sandbox answers quoted in
// public integrations), so the client and the pages see exactly what they would see from PayPal.

export interface EmulatorAnswer {
  status: number;
  body: unknown;
}

export function debugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

const issueDescriptions = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
} as const;
export type UnprocessableIssue = keyof typeof issueDescriptions;

function informationLink(issue: string) {
  return {
    href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
    rel: 'information_link',
    method: 'GET',
  };
}

export function unprocessable(issue: UnprocessableIssue): EmulatorAnswer {
  return {
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue, description: issueDescriptions[issue] }],
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: debugId(),
      links: [informationLink(issue)],
    },
  };
}

export function orderNotFound(orderId: string): EmulatorAnswer {
  return {
    status: 404,
    body: {
      name: 'RESOURCE_NOT_FOUND',
      details: [
        {
          field: 'order_id',
          value: orderId,
          location: 'path',
          issue: 'INVALID_RESOURCE_ID',
          description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
        },
      ],
      message: 'The specified resource does not exist.',
      debug_id: debugId(),
      links: [informationLink('INVALID_RESOURCE_ID')],
    },
  };
}

export interface InvalidField {
  field: string;
  issue: string;
  description: string;
  location?: 'body' | 'header' | 'path';
}

export function invalidRequest(details: InvalidField[]): EmulatorAnswer {
  return {
    status: 400,
    body: {
      name: 'INVALID_REQUEST',
      message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
      debug_id: debugId(),
      details: details.map((detail) => ({ location: 'body', ...detail })),
      links: [informationLink(details[0]?.issue ?? 'INVALID_REQUEST')],
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
      links: [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }],
    },
  };
}

/** The token endpoint speaks OAuth 2 (RFC 6749 section 5.2), not the REST error shape. */
export function invalidClient(): EmulatorAnswer {
  return {
    status: 401,
    body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
  };
}
