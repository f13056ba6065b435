import { describe, expect, it } from 'vitest';
import { makePass } from '../../../tests/support/crew-passes';
import { paypalEventsDelivered } from '../../../tests/support/emulator-calls';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder } from '../../../tests/support/purchases';
import { paidTicketOrder } from '../../../tests/support/refunds';
import { routeRecorder } from '../../../tests/support/registered-routes';
import { connectSocket } from '../../../tests/support/socket-client';
import { badgeCodeOf } from '../../../tests/support/stored-order';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { type CrewRole, crewPassEndedSocketError } from '../../contracts/crew';
import { notYourRoleMessage, passEndedMessage } from './access-messages';

// Passes for the crew (docs/product/organisers.md, "Crew passes"): a named pass opens what its role is
// for and nothing else, stops at once when revoked, and every change made with it carries its name.

describe.each(testEngines)('crew passes on %s', (engine) => {
  let clock = Date.now();
  const app = appForSuite(engine, { PUBLIC_URL: 'https://puzzlecon.example' }, { now: () => clock });

  const asPass = (token: string, url: string, body: Record<string, unknown> = {}) =>
    organiserPost(app, url, body, { token });

  it('makes a pass whose link signs a phone in without putting the token where servers log it', async () => {
    const made = await makePass(app, 'door', 'Sam at the door');
    expect(made.token.length).toBeGreaterThanOrEqual(30);
    const link = new URL(made.link);
    expect(link.origin).toBe('https://puzzlecon.example');
    expect(link.pathname).toBe('/organiser/check-in');
    expect(`${link.pathname}${link.search}`).not.toContain(made.token);
    expect(link.hash).toBe(`#crew-pass=${made.token}`);
    expect(Date.parse(made.expires) - clock).toBe(7 * 24 * 60 * 60 * 1000);
    // Only a hash is stored: nothing in the database can be used as the pass.
    const rows = await app.database.handle.db.selectFrom('crew_passes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(made.token);
    const listed = await organiserPost(app, '/api/organiser/passes/list');
    expect(listed.body).toMatchObject({
      passes: [
        {
          id: made.id,
          name: 'Sam at the door',
          role: 'door',
          revoked: null,
          createdBy: 'organiser password',
        },
      ],
    });
  });

  it('sends each role to its own page', async () => {
    const paths = await Promise.all(
      (['door', 'host', 'moderator', 'organiser'] as const).map(async (role) => {
        const link = new URL((await makePass(app, role, `Landing ${role}`)).link);
        return `${link.pathname}${link.search}`;
      }),
    );
    expect(paths).toEqual([
      '/organiser/check-in',
      '/organiser/read',
      '/organiser?section=donations',
      '/organiser',
    ]);
  });

  it('lets only organisers make, list and revoke passes', async () => {
    const organiser = await makePass(app, 'organiser', 'Chair');
    const byOrganiser = await makePass(app, 'host', 'Host made by the chair', { token: organiser.token });
    const listed = await asPass(organiser.token, '/api/organiser/passes/list');
    expect((listed.body as { passes: unknown[] }).passes[0]).toMatchObject({
      id: byOrganiser.id,
      createdBy: 'Chair',
    });
    for (const role of ['door', 'host', 'moderator'] as const) {
      const { token } = await makePass(app, role, `Not allowed ${role}`);
      for (const url of [
        '/api/organiser/passes',
        '/api/organiser/passes/list',
        `/api/organiser/passes/${organiser.id}/revoke`,
      ]) {
        const refused = await asPass(token, url, { role: 'organiser', name: 'Escalation' });
        expect(refused, `${role} ${url}`).toEqual(
          expect.objectContaining({ status: 403, body: { error: notYourRoleMessage } }),
        );
      }
    }
  });

  it('refuses a pass without a name, with a sentence', async () => {
    const refused = await organiserPost(app, '/api/organiser/passes', { role: 'door', name: '  ' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: expect.stringMatching(/^The request was refused: name /) });
  });

  it('refuses a second working pass with the same name, so the change log can tell them apart', async () => {
    const first = await makePass(app, 'door', 'Same Sam');
    const twin = await organiserPost(app, '/api/organiser/passes', { role: 'host', name: ' same  SAM ' });
    expect(twin.status).toBe(409);
    expect(twin.body).toEqual({ error: expect.stringContaining('A pass named "same SAM" still works.') });
    await organiserPost(app, `/api/organiser/passes/${first.id}/revoke`, {});
    expect(
      (await organiserPost(app, '/api/organiser/passes', { role: 'host', name: 'Same Sam' })).status,
    ).toBe(201);
  });

  it('revokes a pass at once, for its next request and its live connection', async () => {
    const door = await makePass(app, 'door', 'Revoked Riley');
    expect((await asPass(door.token, '/api/organiser/check-in/summary')).status).toBe(200);
    const socket = await connectSocket(app, { auth: { organiserToken: door.token }, reconnection: false });
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const revoked = await organiserPost(app, `/api/organiser/passes/${door.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: door.id, revoked: new Date(clock).toISOString() });

    expect(await dropped).toBe('io server disconnect');
    const again = await asPass(door.token, '/api/organiser/check-in/summary');
    expect(again).toEqual(expect.objectContaining({ status: 401, body: { error: passEndedMessage } }));
    // Its page connecting again is refused with a reason it can show, not let in as a stranger.
    await expect(
      connectSocket(app, { auth: { organiserToken: door.token }, reconnection: false }),
    ).rejects.toThrow(crewPassEndedSocketError);
    const relisted = await organiserPost(app, '/api/organiser/passes/list');
    expect(
      (relisted.body as { passes: { id: number; revoked: string | null }[] }).passes.find(
        (p) => p.id === door.id,
      )?.revoked,
    ).not.toBeNull();
    expect((await organiserPost(app, '/api/organiser/passes/999999/revoke')).status).toBe(404);
  });

  it('stops a pass when it expires', async () => {
    const host = await makePass(app, 'host', 'One-day host', { days: 1 });
    expect((await asPass(host.token, '/api/organiser/read-list')).status).toBe(200);
    clock += 24 * 60 * 60 * 1000;
    expect((await asPass(host.token, '/api/organiser/read-list')).status).toBe(401);
  });

  it('names who made each change in the change log', async () => {
    const moderator = await makePass(app, 'moderator', 'Mo the moderator');
    expect((await asPass(moderator.token, '/api/organiser/screening/mode', { mode: 'screen' })).status).toBe(
      200,
    );
    expect((await organiserPost(app, '/api/organiser/screening/mode', { mode: 'off' })).status).toBe(200);
    const overview = await organiserPost(app, '/api/organiser/overview');
    const audit = (overview.body as { audit: { what: string; by: string }[] }).audit;
    expect(audit.slice(0, 2)).toEqual([
      {
        what: 'Set donation screening to "off"',
        by: 'organiser password',
        id: expect.any(Number),
        time: expect.any(String),
      },
      {
        what: 'Set donation screening to "screen"',
        by: 'Mo the moderator',
        id: expect.any(Number),
        time: expect.any(String),
      },
    ]);
    expect(audit.some((entry) => entry.what === 'Made a moderator pass for "Mo the moderator"')).toBe(true);
  });

  it('names an organiser pass on the refund it made', async () => {
    const chair = await makePass(app, 'organiser', 'Refunding Rae');
    const { orderId } = await paidTicketOrder(app);
    const refunded = await asPass(chair.token, `/api/organiser/orders/${orderId}/refund`, { amount: null });
    expect(refunded.status).toBe(200);
    await paypalEventsDelivered(app);
    const overview = await organiserPost(app, '/api/organiser/overview');
    const audit = (overview.body as { audit: { what: string; by: string }[] }).audit;
    expect(audit.filter((entry) => entry.what.endsWith(`of ticket order ${orderId}`))).toEqual([
      expect.objectContaining({ what: expect.stringMatching(/^Refunded \$/), by: 'Refunding Rae' }),
    ]);
  });

  it('lets a door pass check a badge in, and keeps it out of the orders', async () => {
    const door = await makePass(app, 'door', 'Badge checker');
    const orderId = await buyTickets(app, inPersonOrder());
    const code = await badgeCodeOf(app.database.handle.db, orderId);
    expect((await asPass(door.token, '/api/organiser/check-in', { code })).status).toBe(200);
    const refund = await asPass(door.token, `/api/organiser/orders/${orderId}/refund`, { amount: null });
    expect(refund).toEqual(expect.objectContaining({ status: 403, body: { error: notYourRoleMessage } }));
    expect((await asPass(door.token, '/api/organiser/orders')).status).toBe(403);
  });
});

/**
 * Who each organiser route is for (docs/decisions/047): the door checks badges in, hosts read donations
 * out, moderators screen them and read them, organisers do everything. Written here rather than read from
 * the routes, so a route that names the wrong roles fails.
 */
function rolesFor(url: string): readonly CrewRole[] {
  if (url === '/api/organiser/signed-in') return ['door', 'host', 'moderator', 'organiser'];
  if (url.startsWith('/api/organiser/check-in')) return ['door', 'organiser'];
  if (url.startsWith('/api/organiser/read-list')) return ['host', 'moderator', 'organiser'];
  if (url.startsWith('/api/organiser/screening')) return ['moderator', 'organiser'];
  return ['organiser'];
}

describe.each(testEngines)('each crew role against each organiser route on %s', (engine) => {
  const recorder = routeRecorder();
  const app = appForSuite(engine, {}, { onRoute: recorder.onRoute });

  it('opens the routes a role is for and refuses the others with a sentence', async () => {
    const routes = recorder.routes().filter(
      ({ method, url }) =>
        (method === 'POST' || method === 'GET') &&
        // The sign-in is where the password goes: a pass cannot make an organiser token.
        url !== '/api/organiser/sign-in' &&
        (url.startsWith('/api/organiser/') || url === '/api/badgelist' || url === '/emailblast'),
    );
    expect(routes.length).toBeGreaterThan(25);
    const tokens = Object.fromEntries(
      await Promise.all(
        (['door', 'host', 'moderator', 'organiser'] as const).map(async (role) => [
          role,
          (await makePass(app, role, `Table ${role}`)).token,
        ]),
      ),
    ) as Record<CrewRole, string>;
    const seen: string[] = [];
    for (const { method, url } of routes) {
      // A made-up id: enough to pass the guard, never to change a real record.
      const concrete = url.replace(/:[A-Za-z]+/g, '999999');
      for (const role of ['door', 'host', 'moderator', 'organiser'] as const) {
        // The revoke route would end the very pass the table uses; its id is one that does not exist.
        const answer = await app.server.inject({
          method: method as 'GET' | 'POST',
          url: concrete,
          headers: { authorization: `Bearer ${tokens[role]}` },
          ...(method === 'POST' ? { payload: {} } : {}),
          remoteAddress: freshAddress(),
        });
        const label = `${role} ${method} ${url}`;
        if (rolesFor(url).includes(role)) {
          expect([401, 403], label).not.toContain(answer.statusCode);
        } else {
          expect(answer.statusCode, label).toBe(403);
          expect(answer.json(), label).toEqual({ error: notYourRoleMessage });
        }
      }
      seen.push(url);
    }
    // The routes the crew works from are among those checked.
    expect(seen).toEqual(
      expect.arrayContaining([
        '/api/organiser/check-in',
        '/api/organiser/read-list',
        '/api/organiser/screening/mode',
        '/api/organiser/orders/:orderID/refund',
        '/api/organiser/passes',
        '/api/badgelist',
        '/emailblast',
      ]),
    );
  });
});
