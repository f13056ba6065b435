import { describe, expect, it } from 'vitest';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import {
  approveAndCapture,
  buyTickets,
  createOrder,
  inPersonOrder,
  livestreamOrder,
} from '../../../tests/support/purchases';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { connectSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { type TestApp, testOrganiserPassword } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { attendeeListSchema } from '../../contracts/attendees';
import { attendeesCsv } from '../../contracts/attendees-csv';
import { signInResponseSchema } from '../../contracts/organiser';

// The attendee list (docs/product/organisers.md, "Attendees"): every answer of an in-person purchase, for
// organisers only.

/** A purchase whose every answer is set and recognisable. */
const fullOrder = () =>
  inPersonOrder({
    tickets: { adult: 1, child: 1, student: 0, unwaged: 0 },
    info: {
      names: ['Quinn Gridwell', '=HYPERLINK("http://evil")'],
      phone: '+16175550177',
      email: 'quinn@example.com',
      dietaryRestrictions: true,
      dietaryRestrictionsDetails: 'No peanuts, please; vegetarian',
      accomodations: true,
      accomodationsDetails: 'Step-free room near the lift',
      volunteer: true,
      dinner: false,
    },
    // 50% off up to three tickets: $150 becomes $75.
    discount: 'sponsor',
    amount: 75,
  });

async function attendees(app: TestApp) {
  const answer = await organiserPost(app, '/api/organiser/attendees');
  expect(answer.status).toBe(200);
  return attendeeListSchema.parse(answer.body);
}

describe.each(testEngines)('the attendee list on %s', (engine) => {
  const app = appForSuite(engine);

  it('is empty, with every count at zero, before anyone has bought a ticket', async () => {
    const zero = { orders: 0, badges: 0 };
    expect(await attendees(app)).toEqual({
      orders: [],
      counts: { all: zero, dietary: zero, accommodations: zero, volunteers: zero, dinner: zero },
      // Nothing to erase yet (docs/product/order-page-and-retention.md), after the default 60 days.
      erasure: { nextAt: null, days: 60 },
    });
  });

  it('holds every answer of an in-person purchase, with its badges, and no livestream order', async () => {
    const orderId = await buyTickets(app, fullOrder());
    await buyTickets(app, livestreamOrder(['viewer@example.com'], 30));
    const badges = await app.database.handle.db
      .selectFrom('badges')
      .select(['code', 'name'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();

    const list = await attendees(app);
    expect(list.orders).toEqual([
      {
        orderId,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        email: 'quinn@example.com',
        phone: '+16175550177',
        badges: [
          {
            code: badges[0]?.code,
            name: 'Quinn Gridwell',
            ticketType: 'adult',
            lateRegistrant: true,
            refunded: false,
          },
          {
            code: badges[1]?.code,
            name: '=HYPERLINK("http://evil")',
            ticketType: 'child',
            lateRegistrant: true,
            refunded: false,
          },
        ],
        dietary: true,
        dietaryDetails: 'No peanuts, please; vegetarian',
        accommodations: true,
        accommodationsDetails: 'Step-free room near the lift',
        volunteer: true,
        dinner: false,
        discountCode: 'SPONSOR',
        paid: 75,
        refunded: 0,
        refundState: 'none',
        history: [],
      },
    ]);
    const one = { orders: 1, badges: 2 };
    expect(list.counts).toEqual({
      all: one,
      dietary: one,
      accommodations: one,
      volunteers: one,
      dinner: { orders: 0, badges: 0 },
    });
  });

  it('downloads as CSV with one line per badge holding every answer, formulas neutralised', async () => {
    const list = await attendees(app);
    const [order] = list.orders;
    const lines = attendeesCsv(list.orders).split('\r\n');
    expect(lines[0]).toBe(
      'Order,Bought (UTC),Buyer email,Phone,Badge code,Badge name,Ticket,Late registrant,Dietary needs,' +
        'Dietary details,Needs accommodations,Accommodation details,Volunteer,Dinner,Discount code,' +
        'Order paid (USD),Order refunded (USD),Refund',
    );
    const answers =
      'yes,"No peanuts, please; vegetarian",yes,Step-free room near the lift,yes,no,SPONSOR,75.00,0.00,no';
    expect(lines.slice(1)).toEqual([
      `${order?.orderId},${order?.time},quinn@example.com,'+16175550177,${order?.badges[0]?.code},` +
        `Quinn Gridwell,adult,yes,${answers}`,
      // A name a spreadsheet would run as a formula arrives as plain text, as in the badge list's CSV.
      `${order?.orderId},${order?.time},quinn@example.com,'+16175550177,${order?.badges[1]?.code},` +
        `"'=HYPERLINK(""http://evil"")",child,yes,${answers}`,
      '',
    ]);
  });

  it('is refused without the password (403) and given with a signed-in token', async () => {
    const without = await organiserPost(app, '/api/organiser/attendees', {}, { pass: null });
    expect(without.status).toBe(403);
    expect(without.body).toEqual({ error: 'The organiser password is wrong or missing.' });
    expect(JSON.stringify(without.body)).not.toContain('quinn@example.com');
    const wrong = await organiserPost(app, '/api/organiser/attendees', {}, { pass: 'guess' });
    expect(wrong.status).toBe(403);

    const signIn = await organiserPost(app, '/api/organiser/sign-in', { pass: testOrganiserPassword });
    const { token } = signInResponseSchema.parse(signIn.body);
    const withToken = await app.server.inject({
      method: 'POST',
      url: '/api/organiser/attendees',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
      remoteAddress: freshAddress(),
    });
    expect(withToken.statusCode).toBe(200);
    expect(attendeeListSchema.parse(withToken.json()).orders[0]?.email).toBe('quinn@example.com');
    expect(withToken.headers['cache-control']).toBe('no-store');
  });
});

describe.each(testEngines)('the attendee counts on %s', (engine) => {
  const app = appForSuite(engine);

  it('count orders and their badges per filter, leaving out orders refunded in full, which stay listed', async () => {
    const plain = inPersonOrder();
    const answers = (changes: Partial<typeof plain.info>) => ({
      ...plain,
      info: { ...plain.info, ...changes },
    });
    // Two badges each; the default order volunteers and comes to dinner.
    const dinnerOnly = await buyTickets(app, answers({ volunteer: false, email: 'dinner@example.com' }));
    const dietary = await buyTickets(
      app,
      answers({ dietaryRestrictions: true, dietaryRestrictionsDetails: 'Gluten-free', dinner: false }),
    );
    const refundedInFull = await buyTickets(
      app,
      answers({ accomodations: true, accomodationsDetails: 'Wheelchair access', email: 'gone@example.com' }),
    );
    expect((await refundFromDashboard(app, refundedInFull)).status).toBe(200);
    expect((await refundFromDashboard(app, dinnerOnly, 10)).status).toBe(200);

    const list = await attendees(app);
    // Newest first.
    expect(list.orders.map((order) => [order.orderId, order.refundState, order.refunded])).toEqual([
      [refundedInFull, 'full', 150],
      [dietary, 'none', 0],
      [dinnerOnly, 'part', 10],
    ]);
    expect(list.counts).toEqual({
      all: { orders: 2, badges: 4 },
      dietary: { orders: 1, badges: 2 },
      accommodations: { orders: 0, badges: 0 },
      volunteers: { orders: 1, badges: 2 },
      dinner: { orders: 1, badges: 2 },
    });
    expect(attendeesCsv(list.orders)).toContain(',150.00,150.00,in full\r\n');
  });
});

describe.each(testEngines)('the privacy of the attendee answers on %s', (engine) => {
  const app = appForSuite(engine);

  it('no public answer or socket event carries a buyer’s phone, email, answers, badge names or codes', async () => {
    const socket = await connectSocket(app);
    const events: string[] = [];
    socket.onAny((event: string, ...payload: unknown[]) =>
      events.push(`${event} ${JSON.stringify(payload)}`),
    );
    const ticketEvent = new Promise((resolve) => socket.once('ticket', resolve));

    // Bought step by step, so the answers of creation and capture are looked at too.
    const created = await createOrder(app, fullOrder());
    expect(created.status).toBe(201);
    const orderId = created.body.id ?? '';
    const captured = await approveAndCapture(app, orderId);
    await ticketEvent;
    socket.disconnect();

    const publicAnswers = [JSON.stringify(created.body), JSON.stringify(captured.body), ...events];
    for (const [method, url, payload] of [
      ['POST', '/api/tickets', { after: '2024-11-18' }],
      ['POST', '/api/donations', { after: '2024-11-18' }],
      ['GET', '/api/progress', undefined],
      ['GET', '/api/incentives', undefined],
      ['GET', '/api/schedule', undefined],
      ['GET', '/schedule.ics', undefined],
      ['GET', '/healthz', undefined],
      ['GET', '/organiser', undefined],
    ] as const) {
      const response = await app.server.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(200);
      publicAnswers.push(`${url} ${response.body}`);
    }
    expect(events.some((event) => event.startsWith('ticket '))).toBe(true);

    const { orders } = await attendees(app);
    const privateValues = [
      'quinn@example.com',
      '6175550177',
      'No peanuts',
      'Step-free room',
      'Quinn Gridwell',
      'HYPERLINK',
      ...(orders[0]?.badges.map((badge) => badge.code) ?? ['no badges']),
    ];
    expect(orders[0]?.badges).toHaveLength(2);
    for (const answer of publicAnswers) {
      for (const value of privateValues)
        expect(answer, `${value} in ${answer.slice(0, 80)}`).not.toContain(value);
    }
  });
});
