import { describe, expect, it } from 'vitest';
import { inPersonPageTexts } from '../../../content/ticket-pages';
import { holdEndedText } from '../../../content/waiting-list';
import { activateEdition, copyEdition } from '../../../tests/support/editions';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { organiserDiscountCodesSchema } from '../../contracts/discount-codes';
import { organiserWaitingListSchema } from '../../contracts/organiser-waiting-list';
import { ticketSalesSchema } from '../../contracts/ticket-sales';
import type { InPersonOrderBody } from '../../contracts/tickets';

// Discount codes and the waiting list belong to their edition (docs/product/organisers.md, "Editions";
// docs/decisions/081-codes-and-waiting-list-per-edition.md): once 2026 is current, a code handed out for
// 2025 no longer works and 2026 may have its own code of the same text; 2025's waiting list is neither
// shown nor offered places, and 2026's starts empty.

const holdMs = 60 * 60_000;

const order = (email: string, extra: Partial<InPersonOrderBody> = {}): InPersonOrderBody =>
  inPersonOrder({
    tickets: { adult: 1, child: 0, student: 0, unwaged: 0 },
    info: { ...inPersonOrder().info, email, names: ['Guest'] },
    amount: 140,
    ...extra,
  });

describe.each(testEngines)('codes and the waiting list across editions on %s', (engine) => {
  let clock = Date.now();
  const app = appForSuite(
    engine,
    {
      IN_PERSON_CAPACITY: '1',
      WAITING_LIST_HOLD: '60m',
      PUBLIC_URL: 'https://con.example',
      ORDER_CREATE_LIMIT: '100/10m',
      DISCOUNT_CHECK_LIMIT: '100/10m',
    },
    { now: () => clock },
  );

  async function post(url: string, payload: object) {
    const response = await app.server.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }
  const lookUp = (code: string) => post('/api/tickets/discount', { code });
  const addCode = (code: string) =>
    organiserPost(app, '/api/organiser/discount-codes', {
      code: { code, percentOff: 50, note: `Speakers of ${code}` },
    });
  const codeList = async () =>
    organiserDiscountCodesSchema
      .parse((await organiserPost(app, '/api/organiser/discount-code-list')).body)
      .map((code) => code.code);
  const waitingList = async () =>
    organiserWaitingListSchema
      .parse((await organiserPost(app, '/api/organiser/waiting-list')).body)
      .entries.map((entry) => [entry.email, entry.hold?.places ?? null]);
  const join = (email: string) => post('/api/tickets/waiting-list', { email, count: 1 });
  async function placesLeft() {
    app.server.sales.answer.invalidate();
    const response = await app.server.inject({ method: 'GET', url: '/api/tickets/sales' });
    return ticketSalesSchema.parse(response.json()).inPersonLeft;
  }
  /** Waiting-list emails queued since the test began, as [address, subject]. */
  async function listMails() {
    const rows = await app.database.handle.db
      .selectFrom('outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'waiting-list')
      .orderBy('id')
      .execute();
    return rows.map((row) => [row.to_address, row.subject]);
  }

  let holdToken = '';

  it('in 2025: a code for speakers works, and the sold-out place is held for the first in line', async () => {
    expect((await addCode('speaker')).status).toBe(201);
    expect(await lookUp('Speaker')).toMatchObject({ status: 200, body: { code: 'SPEAKER' } });
    const sold = await buyTickets(app, order('early.one@example.com'));
    expect((await join('wait.ada@example.com')).status).toBe(201);
    expect((await join('wait.bea@example.com')).status).toBe(201);
    await refundFromDashboard(app, sold);
    expect(await app.waitingList.run()).toBe(1);
    await app.outbox.flush();
    const offer = await app.database.handle.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', 'wait.ada@example.com')
      .executeTakeFirstOrThrow();
    holdToken = /#hold=([A-Za-z0-9_-]+)/.exec(offer.text_body)?.[1] ?? '';
    expect(holdToken).not.toBe('');
    expect(await waitingList()).toEqual([
      ['wait.ada@example.com', 1],
      ['wait.bea@example.com', null],
    ]);
  });

  it('once 2026 is current, refuses the 2025 code with a sentence, and lists no codes', async () => {
    const id = await copyEdition(app, {
      year: 2026,
      startsAt: '2026-04-02T09:00:00-04:00',
      endsAt: '2026-04-05T23:00:00-04:00',
    });
    // Made, not yet current: the 2025 code still works.
    expect((await lookUp('SPEAKER')).status).toBe(200);
    await activateEdition(app, id);

    expect(await lookUp('speaker')).toEqual({
      status: 410,
      body: { error: 'SPEAKER was a code for 2025 and does not work this year; no discount is applied.' },
    });
    expect(await lookUp('SPONSOR')).toMatchObject({ status: 410 });
    expect(await lookUp('NEVER-WAS')).toEqual({
      status: 404,
      body: { error: inPersonPageTexts.discountUnrecognised },
    });
    // A page priced with it before the switch: refused before PayPal, with the full price to pay.
    const stale = await createOrder(
      app,
      order('speaker.one@example.com', { discount: 'SPEAKER', amount: 70 }),
    );
    expect(stale).toEqual({
      status: 409,
      body: {
        error:
          'SPEAKER was a code for 2025 and does not work this year. Remove the code to pay the full price of $140.00, or reload the page.',
      },
    });
    expect(await codeList()).toEqual([]);
  });

  it('neither shows nor offers the 2025 waiting list, and its hold link no longer holds anything', async () => {
    expect(await waitingList()).toEqual([]);
    // 2026 has its one place free: 2025's hold does not count, and no 2025 entry is offered it.
    expect(await placesLeft()).toBe(1);
    const mailsBefore = await listMails();
    expect(await app.waitingList.run()).toBe(0);
    expect(await post('/api/tickets/waiting-list/hold', { token: holdToken })).toEqual({
      status: 410,
      body: { error: holdEndedText },
    });
    expect((await createOrder(app, order('wait.ada@example.com', { hold: holdToken }))).status).toBe(410);
    // 2025's hold runs out quietly: that list has closed.
    clock += holdMs + 60_000;
    expect(await app.waitingList.run()).toBe(0);
    expect(await listMails()).toEqual(mailsBefore);
  });

  it('starts the 2026 list empty: the same address joins afresh, at the front', async () => {
    expect((await join('wait.bea@example.com')).status).toBe(201);
    expect(await waitingList()).toEqual([['wait.bea@example.com', null]]);
  });

  it('takes the same code text made again for 2026, with its own count of uses', async () => {
    expect((await addCode('SPEAKER')).status).toBe(201);
    expect(await codeList()).toEqual(['SPEAKER']);
    expect(await lookUp('speaker')).toMatchObject({ status: 200, body: { code: 'SPEAKER' } });
    await buyTickets(app, order('speaker.two@example.com', { discount: 'speaker', amount: 70 }));
    const uses = await app.database.handle.db
      .selectFrom('discount_codes')
      .innerJoin('editions', 'editions.id', 'discount_codes.edition_id')
      .select(['editions.year', 'discount_codes.uses'])
      .where('discount_codes.code', '=', 'SPEAKER')
      .orderBy('editions.year')
      .execute();
    expect(uses.map((row) => [Number(row.year), Number(row.uses)])).toEqual([
      [2025, 0],
      [2026, 1],
    ]);
  });
});
