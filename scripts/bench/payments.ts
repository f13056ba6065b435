// The buyer's side of a payment over HTTP, as the pages and PayPal's buttons do it against the app in
// emulator mode (tests/support/purchases.ts does the same in-process for tests).

async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The pages send captures with an empty body and a JSON content type.
    body: body === undefined ? '' : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export async function createOrder(url: string, body: unknown): Promise<string> {
  const created = await postJson(url, body);
  if (created.status !== 201 || typeof created.body.id !== 'string') {
    throw new Error(`${url} answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
  return created.body.id;
}

/** What the payer does in PayPal's window: the emulator's approve call. */
export async function approve(appUrl: string, orderId: string, payerEmail = 'payer@example.com') {
  const approved = await postJson(`${appUrl}/paypal-emulator/v2/checkout/orders/${orderId}/approve`, {
    payer: { name: 'Bench Payer', email: payerEmail },
  });
  if (approved.status >= 300) throw new Error(`approve ${orderId}: ${approved.status}`);
}

export async function capture(url: string): Promise<number> {
  return (await postJson(url, undefined)).status;
}

export const donationBody = (n: number) => ({
  name: `Bench donor ${n}`,
  amount: 5,
  message: 'Fan-out benchmark',
  extraInfo: {},
  incentiveID: '',
});

/** An in-person order of one adult and one student ($150), valid for the server's checks. */
export const ticketBody = (n: number) => ({
  tickets: { adult: 1, child: 0, student: 1, unwaged: 0 },
  info: {
    names: [`Rush Adult ${n}`, `Rush Student ${n}`],
    phone: '+16175550123',
    email: `rush${n}@example.com`,
    dietaryRestrictions: false,
    dietaryRestrictionsDetails: '',
    accomodations: false,
    accomodationsDetails: '',
    volunteer: false,
    dinner: true,
  },
  discount: '',
  amount: 150,
});
