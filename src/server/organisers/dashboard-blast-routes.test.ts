import { beforeAll, describe, expect, it } from 'vitest';
import { refundBadges, shownOrder, workingLinks } from '../../../tests/support/badge-refunds';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder, livestreamOrder } from '../../../tests/support/purchases';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { appAndMailForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { blastReachSchema, dashboardBlastResponseSchema } from '../../contracts/dashboard-blast';
import { organiserOverviewSchema, signInResponseSchema } from '../../contracts/organiser';

// The signed-in dashboard's own blast (docs/product/organisers.md, "Email blast from the dashboard"):
// the server counts whom it reaches (buyers, attendees, livestream viewers) and sends it through the
// same outbox as /emailblast, to a signed-in organiser without the password again.

describe.each(testEngines)('the dashboard blast on %s', (engine) => {
  const { app, smtp } = appAndMailForSuite(engine);
  let token: string;

  beforeAll(async () => {
    // Ada buys two badges, then three more (with other capitals): one address, five attendees. Ben buys
    // two badges, one of them refunded; Cy buys one badge and is refunded in full. Two livestream
    // orders: Di and Ed (Ed refunded), and Fay, who bought it herself.
    await buyTickets(app, inPersonOrder());
    await buyTickets(
      app,
      inPersonOrder({
        tickets: { adult: 3, child: 0, student: 0, unwaged: 0 },
        info: { ...inPersonOrder().info, email: 'Ada@Example.com', names: ['Cal', 'Dot', 'Eve'] },
        amount: 420,
      }),
    );
    const ben = await buyTickets(
      app,
      inPersonOrder({ info: { ...inPersonOrder().info, email: 'ben@example.com', names: ['Ben', 'Bo'] } }),
    );
    const benOrder = await shownOrder(app, ben);
    const bo = benOrder.badges.find((badge) => badge.holder === 'Bo');
    expect((await refundBadges(app, ben, [bo?.code ?? ''])).status).toBe(200);
    const cy = await buyTickets(
      app,
      inPersonOrder({ info: { ...inPersonOrder().info, email: 'cy@example.com' } }),
    );
    expect((await refundFromDashboard(app, cy)).status).toBe(200);
    const stream = await buyTickets(app, livestreamOrder(['di@example.com', 'ed@example.com'], 60));
    const ed = (await workingLinks(app, stream)).find((link) => link.email === 'ed@example.com');
    expect((await refundBadges(app, stream, [ed?.code ?? ''])).status).toBe(200);
    await buyTickets(app, livestreamOrder(['fay@example.com'], 30));
    const signedIn = await organiserPost(app, '/api/organiser/sign-in', {});
    token = signInResponseSchema.parse(signedIn.body).token;
    await app.outbox.flush();
    smtp.received.length = 0;
  });

  const reach = async (kind: string) => {
    const answer = await organiserPost(app, '/api/organiser/blast-reach', { kind }, { token });
    expect(answer.status).toBe(200);
    return blastReachSchema.parse(answer.body);
  };

  /** Sends a blast from the dashboard as the signed-in organiser; what the server answered (200). */
  const send = async (blast: { kind: string; subject: string; text: string }) => {
    const answer = await organiserPost(app, '/api/organiser/blasts', blast, { token });
    expect(answer.status).toBe(200);
    return dashboardBlastResponseSchema.parse(answer.body);
  };

  it('counts each kind of people, leaving out what was refunded, and sends nothing', async () => {
    // Buyers: Ada (two orders, one address), Ben, and the livestream orders' payer (PayPal's address
    // for both, so one person); Cy was refunded in full.
    expect(await reach('buyers')).toEqual({ kind: 'buyers', people: 3, addresses: 3, skipped: 0 });
    // Attendees: Ada's 5 badges and Ben's one standing, through 2 addresses.
    expect(await reach('attendees')).toEqual({ kind: 'attendees', people: 6, addresses: 2, skipped: 0 });
    // Viewers: Di and Fay; Ed's link was refunded.
    expect(await reach('viewers')).toEqual({ kind: 'viewers', people: 2, addresses: 2, skipped: 0 });
    await app.outbox.flush();
    expect(smtp.received).toHaveLength(0);
  });

  it('sends to the attendees, one email per address, to a signed-in organiser without the password', async () => {
    const sent = await send({ kind: 'attendees', subject: 'Doors open at 9', text: 'See you in the lobby.' });
    expect(sent).toMatchObject({ kind: 'attendees', people: 6, addresses: 2, skipped: 0 });
    await app.outbox.flush();
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.recipients).sort()).toEqual([['ada@example.com'], ['ben@example.com']]);
    expect(mails[0]?.parsed.subject).toBe('Doors open at 9');
    expect(mails[0]?.parsed.text?.trim()).toBe('See you in the lobby.');

    const overview = organiserOverviewSchema.parse(
      (await organiserPost(app, '/api/organiser/overview', {}, { token })).body,
    );
    expect(overview.blasts[0]).toMatchObject({ id: sent.id, audience: 'attendees', recipients: 2 });
    expect(overview.audit[0]?.what).toBe('Sent email "Doors open at 9" to 6 attendees (2 addresses)');
  });

  it('sends to the livestream viewers whose links still work', async () => {
    await send({ kind: 'viewers', subject: 'Stream starts soon', text: 'Your link works from noon.' });
    await app.outbox.flush();
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.recipients[0]).sort()).toEqual(['di@example.com', 'fay@example.com']);
  });

  it('answers 403 without a sign-in or with a wrong password, and sends nothing', async () => {
    const body = { kind: 'buyers', subject: 'Hi', text: 'Hello' };
    for (const url of ['/api/organiser/blasts', '/api/organiser/blast-reach']) {
      expect((await organiserPost(app, url, body, { pass: null })).status).toBe(403);
      expect((await organiserPost(app, url, body, { pass: 'wrong-password' })).status).toBe(403);
    }
    // The password itself still works, as on every organiser call.
    expect((await organiserPost(app, '/api/organiser/blast-reach', { kind: 'buyers' })).status).toBe(200);
    await app.outbox.flush();
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses a crew pass that is not an organiser', async () => {
    const made = await organiserPost(
      app,
      '/api/organiser/passes',
      { role: 'door', name: 'Door blast tester' },
      { token },
    );
    expect(made.status).toBe(201);
    const door = (made.body as { token: string }).token;
    const answer = await organiserPost(
      app,
      '/api/organiser/blasts',
      { kind: 'buyers', subject: 'Hi', text: 'Hello' },
      { token: door },
    );
    expect(answer.status).toBe(403);
    expect((answer.body as { error: string }).error).toContain('Your sign-in does not open this page.');
  });

  it.each([
    [{ kind: 'everyone' }, 'kind must be "buyers" or "attendees" or "viewers".'],
    [{ kind: undefined }, 'kind'],
    [{ subject: '   ' }, 'subject must not be empty'],
    [{ text: '' }, 'text must not be empty'],
    [{ subject: 'x'.repeat(201) }, 'subject'],
  ])(
    'refuses a blast it cannot send with 400 and a sentence, sending nothing: %j',
    async (fields, message) => {
      const answer = await organiserPost(
        app,
        '/api/organiser/blasts',
        { kind: 'buyers', subject: 'Doors open at 9', text: 'See you.', ...fields },
        { token },
      );
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toContain(message);
      await app.outbox.flush();
      expect(smtp.received).toHaveLength(0);
    },
  );

  it('refuses to count an unknown kind with 400', async () => {
    const answer = await organiserPost(app, '/api/organiser/blast-reach', { kind: 'regular' }, { token });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain(
      'kind must be "buyers" or "attendees" or "viewers".',
    );
  });
});
