import { describe, expect, it } from 'vitest';
import {
  searchOrders,
  shownOrder,
  streamLinkStatus,
  workingLinks,
} from '../../../tests/support/badge-refunds';
import { makePass } from '../../../tests/support/crew-passes';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder, livestreamOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { notYourRoleMessage } from '../organisers/access-messages';

// The Orders section at the desk: finding an order, correcting a name or an address, sending the
// emails again (docs/product/organisers.md, "Orders").

describe.each(testEngines)('orders at the desk on %s', (engine) => {
  const app = appForSuite(engine);

  const db = () => app.database.handle.db;
  const changeLog = async () =>
    (await db().selectFrom('organiser_audit').select('what').orderBy('id').execute()).map((row) => row.what);
  const mailsTo = (address: string) =>
    db()
      .selectFrom('outbox')
      .select(['kind', 'subject'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();

  async function family(names: string[], email: string) {
    const base = inPersonOrder();
    return buyTickets(
      app,
      inPersonOrder({
        tickets: { adult: 1, child: 0, student: names.length - 1, unwaged: 0 },
        info: { ...base.info, names, email },
        amount: 140 + 10 * (names.length - 1),
      }),
    );
  }

  it('finds an order by any part of a badge name, an address, a code or PayPal’s id, in any case', async () => {
    const orderId = await family(['Zelda Quillfeather', 'Otto Brann'], 'Zelda.Q@Example.org');
    const other = await family(['Mara Lind'], 'mara@example.net');
    const stream = await buyTickets(app, livestreamOrder(['viewer.kestrel@example.com'], 30));
    const order = await shownOrder(app, orderId);
    const found = async (typed: string) => (await searchOrders(app, typed)).map((each) => each.id);

    expect(await found('quillFEATHER')).toEqual([orderId]);
    expect(await found('zelda.q@example.ORG')).toEqual([orderId]);
    expect(await found(order.badges[1]!.code.toLowerCase())).toEqual([orderId]);
    expect(await found(orderId.toLowerCase())).toEqual([orderId]);
    expect(await found('KESTREL')).toEqual([stream]);
    const [viewer] = (await shownOrder(app, stream)).badges;
    expect(await found(viewer!.code)).toEqual([stream]);
    expect(await found('mara')).toEqual([other]);
    // LIKE's wildcards are letters like any other.
    expect(await found('%')).toEqual([]);
    expect(await found('nobody-like-this')).toEqual([]);
  });

  it('keeps paging while searching: the next page starts after the last order shown', async () => {
    const first = await family(['Pagey One'], 'pagey@example.com');
    const second = await family(['Pagey Two'], 'pagey@example.com');
    const page = async (before?: { time: string; id: string }) => {
      const answer = await organiserPost(app, '/api/organiser/orders', {
        search: 'PAGEY',
        limit: 1,
        ...(before ? { before } : {}),
      });
      return (answer.body as { ticketOrders: { id: string; time: string }[] }).ticketOrders;
    };
    const [newest] = await page();
    expect(newest?.id).toBe(second);
    const [older] = await page({ time: newest!.time, id: newest!.id });
    expect(older?.id).toBe(first);
    expect(await page({ time: older!.time, id: older!.id })).toEqual([]);
  });

  it('corrects a badge’s name with the order page’s rules, in the history and the change log', async () => {
    const orderId = await family(['Ada Solver', 'Ben Setter'], 'desk@example.com');
    const ben = (await shownOrder(app, orderId)).badges[1]!;

    const answer = await organiserPost(app, `/api/organiser/orders/${orderId}/holder`, {
      code: ben.code,
      holder: 'Benjamin Setter',
    });
    expect(answer.status).toBe(200);
    const shown = await shownOrder(app, orderId);
    expect(shown.badges.map((badge) => badge.holder)).toEqual(['Ada Solver', 'Benjamin Setter']);
    expect(shown.history.at(-1)?.what).toContain('“Ben Setter” to “Benjamin Setter”');
    // The change log names the field; the names are in the order's history, erased with the order.
    expect((await changeLog()).at(-1)).toBe(
      `Changed ticket order ${orderId} at the desk: Name on Badge (Student 1), badge ${ben.code}`,
    );
    const badgeList = await organiserPost(app, '/api/badgelist');
    expect(badgeList.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: ben.code, names: 'Benjamin Setter' })]),
    );

    const empty = await organiserPost(app, `/api/organiser/orders/${orderId}/holder`, {
      code: ben.code,
      holder: '',
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ error: expect.stringMatching(/\w/) });
    expect((await shownOrder(app, orderId)).badges[1]?.holder).toBe('Benjamin Setter');
  });

  it('moves a viewer to a new address: a new link is mailed there and the old link stops', async () => {
    const orderId = await buyTickets(
      app,
      livestreamOrder(['old.viewer@example.com', 'stays@example.com'], 60),
    );
    const [oldLink] = (await workingLinks(app, orderId)).filter(
      (link) => link.email === 'old.viewer@example.com',
    );
    const viewer = (await shownOrder(app, orderId)).badges[0]!;

    const answer = await organiserPost(app, `/api/organiser/orders/${orderId}/holder`, {
      code: viewer.code,
      holder: 'new.viewer@example.com',
    });
    expect(answer.status).toBe(200);
    expect(await streamLinkStatus(app, oldLink!.token)).toBe(404);
    const [newLink] = (await workingLinks(app, orderId)).filter(
      (link) => link.email === 'new.viewer@example.com',
    );
    expect(newLink?.code).toBe(viewer.code);
    expect(await streamLinkStatus(app, newLink!.token)).not.toBe(404);
    expect(await mailsTo('new.viewer@example.com')).toEqual([
      expect.objectContaining({ kind: 'livestream' }),
    ]);
    expect((await shownOrder(app, orderId)).badges[0]?.holder).toBe('new.viewer@example.com');
    const logged = (await changeLog()).at(-1);
    expect(logged).toContain(`Changed ticket order ${orderId} at the desk`);
    expect(logged).not.toMatch(/viewer@example\.com/);

    const bad = await organiserPost(app, `/api/organiser/orders/${orderId}/holder`, {
      code: viewer.code,
      holder: 'not an address',
    });
    expect(bad.status).toBe(422);
  });

  it('is for organisers only: a door pass is refused, an organiser pass is named in the change log', async () => {
    const orderId = await family(['Pass Checked'], 'pass.checked@example.com');
    const badge = (await shownOrder(app, orderId)).badges[0]!;
    const door = await makePass(app, 'door', 'Dee at the door');
    for (const [url, body] of [
      [`/api/organiser/orders/${orderId}/holder`, { code: badge.code, holder: 'Someone Else' }],
      [`/api/organiser/orders/${orderId}/emails`, {}],
      [`/api/organiser/orders/${orderId}/refund`, { badges: [badge.code] }],
    ] as const) {
      const refused = await organiserPost(app, url, body, { token: door.token });
      expect(refused, url).toEqual(
        expect.objectContaining({ status: 403, body: { error: notYourRoleMessage } }),
      );
    }
    expect((await shownOrder(app, orderId)).badges[0]?.holder).toBe('Pass Checked');

    const chair = await makePass(app, 'organiser', 'Cam the chair');
    const changed = await organiserPost(
      app,
      `/api/organiser/orders/${orderId}/holder`,
      { code: badge.code, holder: 'Pass Corrected' },
      { token: chair.token },
    );
    expect(changed.status).toBe(200);
    const [last] = await db()
      .selectFrom('organiser_audit')
      .select(['what', 'by'])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(last).toEqual({
      what: expect.stringContaining(`Changed ticket order ${orderId}`),
      by: 'Cam the chair',
    });
  });

  it('sends an order’s emails again from the order, in the change log', async () => {
    const orderId = await family(['Resend Me'], 'resend.desk@example.com');
    const before = (await mailsTo('resend.desk@example.com')).length;

    const answer = await organiserPost(app, `/api/organiser/orders/${orderId}/emails`);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ message: 'Sent 1 email again, to resend.desk@example.com.' });
    const mails = await mailsTo('resend.desk@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.kind).toBe('ticket-resend');
    expect((await changeLog()).at(-1)).toBe(`Sent the emails of ticket order ${orderId} again (1)`);

    const unknown = await organiserPost(app, '/api/organiser/orders/NO-SUCH-ORDER/emails');
    expect(unknown.status).toBe(404);
  });
});
