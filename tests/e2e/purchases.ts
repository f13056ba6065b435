import { type APIRequestContext, expect } from '@playwright/test';

// A donation and a ticket purchase as the payment buttons make them in test mode: create the order,
// approve it in the PayPal emulator (what the payer does in PayPal's window), then capture it.

async function approveAndCapture(request: APIRequestContext, orderId: string, capturePath: string) {
  const approved = await request.post(`/paypal-emulator/v2/checkout/orders/${orderId}/approve`, {
    data: { payer: { name: 'Pat Payer', email: 'payer@example.com' }, decline: false },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const captured = await request.post(capturePath, { headers: { 'content-type': 'application/json' } });
  expect(captured.status(), await captured.text()).toBe(201);
}

export interface Donation {
  name: string;
  /** Dollars. */
  amount: number;
  message?: string;
  /** An incentive or option id, with the answers to its prompts. */
  incentiveID?: string;
  extraInfo?: Record<string, string>;
  /** A new option typed for a bid war that accepts them (incentiveID is then the bid war's id). */
  suggestedOption?: string;
}

export async function donate(request: APIRequestContext, donation: Donation) {
  const created = await request.post('/api/orders/create', {
    data: {
      name: donation.name,
      amount: donation.amount,
      message: donation.message ?? '',
      extraInfo: donation.extraInfo ?? {},
      incentiveID: donation.incentiveID ?? null,
      ...(donation.suggestedOption === undefined ? {} : { suggestedOption: donation.suggestedOption }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await approveAndCapture(request, id, `/api/orders/${id}/capture`);
}

/** Adult livestream tickets ($30 each), one email address per ticket (`addresses`, or made up). */
export async function buyLivestreamTickets(request: APIRequestContext, count: number, addresses?: string[]) {
  const created = await request.post('/api/tickets/create', {
    data: {
      tickets: { adult: count, student: 0, unwaged: 0 },
      info: { names: addresses ?? Array.from({ length: count }, (_, i) => `viewer${i + 1}@example.com`) },
      discount: '',
      amount: 30 * count,
      type: 'stream',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await approveAndCapture(request, id, `/api/tickets/${id}/capture`);
}

/** The order form's answers a test may set; every box is left empty otherwise. */
export interface InPersonAnswers {
  phone?: string;
  dietaryRestrictionsDetails?: string;
  accomodationsDetails?: string;
  volunteer?: boolean;
  dinner?: boolean;
}

/**
 * Adult in-person tickets ($140 each), one badge name per ticket, bought by `email`. Details given for
 * dietary restrictions or accommodations tick their box.
 */
export async function buyInPersonTickets(
  request: APIRequestContext,
  names: string[],
  email = 'buyer@example.com',
  answers: InPersonAnswers = {},
) {
  const created = await request.post('/api/tickets/create', {
    data: {
      tickets: { adult: names.length, child: 0, student: 0, unwaged: 0 },
      info: {
        names,
        phone: answers.phone ?? '+16175550123',
        email,
        dietaryRestrictions: Boolean(answers.dietaryRestrictionsDetails),
        dietaryRestrictionsDetails: answers.dietaryRestrictionsDetails ?? '',
        accomodations: Boolean(answers.accomodationsDetails),
        accomodationsDetails: answers.accomodationsDetails ?? '',
        volunteer: answers.volunteer ?? false,
        dinner: answers.dinner ?? false,
      },
      discount: '',
      amount: 140 * names.length,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await approveAndCapture(request, id, `/api/tickets/${id}/capture`);
  return id;
}
