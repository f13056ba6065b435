import { describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder } from '../../../tests/support/purchases';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { socketsCaughtUp } from '../../../tests/support/socket-fence';
import { appAndListenersForSuite } from '../../../tests/support/suite-app';
import { testOrganiserPassword } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import {
  alreadyCheckedInSchema,
  badgeSearchResponseSchema,
  checkInRefusedSchema,
  checkInResponseSchema,
  checkInSummarySchema,
} from '../../contracts/check-in';

// Check-in at the door (docs/product/organisers.md, "Check-in at the door").

describe.each(testEngines)('checking badges in at the door on %s', (engine) => {
  const {
    app,
    token,
    sockets,
    organiserHeard: heard,
    publicHeard,
  } = appAndListenersForSuite(engine, 'badge-checked-in');

  /** Buys an in-person order and returns its badges' codes by name. */
  async function buy(overrides: Parameters<typeof inPersonOrder>[0] = {}) {
    const orderId = await buyTickets(app, inPersonOrder(overrides));
    const rows = await app.database.handle.db
      .selectFrom('badges')
      .select(['name', 'code'])
      .where('order_id', '=', orderId)
      .execute();
    return { orderId, codes: Object.fromEntries(rows.map((row) => [row.name, row.code])) };
  }

  const checkIn = (code: string, options: { token?: string; pass?: string | null; device?: string } = {}) =>
    organiserPost(
      app,
      '/api/organiser/check-in',
      { code, ...(options.device ? { device: options.device } : {}) },
      options.token ? { token: options.token } : { pass: options.pass },
    );

  it('checks a badge in the first time, with its name, type and the order’s notes', async () => {
    const family = inPersonOrder();
    const { codes } = await buy({
      info: {
        ...family.info,
        dietaryRestrictions: true,
        dietaryRestrictionsDetails: 'No nuts',
        accomodations: true,
        accomodationsDetails: 'Step-free room please',
      },
    });
    const code = codes['Ben Setter']!;

    const first = await checkIn(code, { token });
    expect(first.status).toBe(200);
    const { badge } = checkInResponseSchema.parse(first.body);
    expect(badge).toMatchObject({
      code,
      name: 'Ben Setter',
      ticketType: 'student',
      dietary: 'No nuts',
      accommodations: 'Step-free room please',
      refunded: false,
    });
    expect(badge.checkedInAt).not.toBeNull();
  });

  it('answers 409 with the first check-in’s time when the badge is scanned again', async () => {
    const { codes } = await buy();
    const code = codes['Ada Solver']!;
    const first = checkInResponseSchema.parse((await checkIn(code, { token, device: 'phone-a' })).body);

    const again = await checkIn(code, { token, device: 'phone-b' });
    expect(again.status).toBe(409);
    const answer = alreadyCheckedInSchema.parse(again.body);
    expect(answer.badge.checkedInAt).toBe(first.badge.checkedInAt);
    expect(answer.device).toBe('phone-a');
    expect(answer.error).toMatch(
      /^Ada Solver \([A-Z0-9]{6}\) was already checked in at \w{3} \d{1,2}:\d{2} [AP]M E[DS]T\.$/,
    );
  });

  it('accepts a code typed in lower case with spaces around it', async () => {
    const { codes } = await buy();
    const answer = await checkIn(`  ${codes['Ada Solver']!.toLowerCase()} `, { token });
    expect(answer.status).toBe(200);
    expect(checkInResponseSchema.parse(answer.body).badge.name).toBe('Ada Solver');
  });

  it('answers 404 with a sentence for a volunteer when no badge has the code', async () => {
    const answer = await checkIn('QQQQQQ', { token });
    expect(answer.status).toBe(404);
    expect(checkInRefusedSchema.parse(answer.body)).toEqual({
      reason: 'unknown',
      error: 'No badge has the code QQQQQQ. Check the code with the person, or search by their name.',
    });
  });

  it('answers 404 for a badge of a refunded order, naming it, and does not check it in', async () => {
    const { orderId, codes } = await buy();
    expect((await refundFromDashboard(app, orderId)).status).toBe(200);
    const code = codes['Ada Solver']!;

    const answer = await checkIn(code, { token });
    expect(answer.status).toBe(404);
    const refusal = checkInRefusedSchema.parse(answer.body);
    expect(refusal.reason).toBe('refunded');
    expect(refusal.error).toBe(
      `Ada Solver (${code}) was refunded and no longer admits anyone. Send the person to the registration desk.`,
    );
    const rows = await app.database.handle.db
      .selectFrom('check_ins')
      .where('code', '=', code)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it('gives exactly one 200 when two phones scan the same badge at the same moment', async () => {
    const { codes } = await buy();
    const code = codes['Ben Setter']!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => checkIn(code, { token, device: `phone-${i}` })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('needs the organiser token or the password', async () => {
    const { codes } = await buy();
    const code = codes['Ada Solver']!;
    expect((await checkIn(code, { pass: null })).status).toBe(403);
    expect((await checkIn(code, { pass: 'wrong' })).status).toBe(403);
    expect((await checkIn(code, { token: 'not-a-token' })).status).toBe(401);
    const search = await organiserPost(
      app,
      '/api/organiser/check-in/search',
      { query: 'ada' },
      { pass: null },
    );
    expect(search.status).toBe(403);
    const summary = await organiserPost(app, '/api/organiser/check-in/summary', {}, { pass: null });
    expect(summary.status).toBe(403);
    // Nothing was checked in by the refused calls; the password alone works too.
    expect((await checkIn(code, { pass: testOrganiserPassword })).status).toBe(200);
  });

  it('finds badges by part of the name or the code, saying who is in already', async () => {
    const { codes } = await buy({
      info: { ...inPersonOrder().info, names: ['Zoë Lisle', 'Mara Lisbon'] },
    });
    await checkIn(codes['Zoë Lisle']!, { token });
    const search = async (query: string) => {
      const answer = await organiserPost(app, '/api/organiser/check-in/search', { query }, { token });
      expect(answer.status).toBe(200);
      return badgeSearchResponseSchema.parse(answer.body).badges;
    };

    // L, I and S are never in a badge code, so no random code can match as well.
    const byName = await search('LIS');
    expect(byName.map((badge) => badge.name)).toEqual(['Mara Lisbon', 'Zoë Lisle']);
    expect(byName[0]!.checkedInAt).toBeNull();
    expect(byName[1]!.checkedInAt).not.toBeNull();
    expect((await search('zoe')).map((badge) => badge.code)).toEqual([codes['Zoë Lisle']]);
    const part = codes['Mara Lisbon']!.slice(1, 5).toLowerCase();
    expect((await search(part)).map((badge) => badge.code)).toContain(codes['Mara Lisbon']);
    expect(await search('nobody by this name')).toEqual([]);
  });

  it('counts checked-in and sold badges, leaving refunded ones out, and lists the newest check-ins', async () => {
    const answer = await organiserPost(app, '/api/organiser/check-in/summary', {}, { token });
    expect(answer.status).toBe(200);
    const summary = checkInSummarySchema.parse(answer.body);
    const db = app.database.handle.db;
    const sold = await db.selectFrom('badges').where('refunded_ms', 'is', null).select('code').execute();
    const inCodes = (await db.selectFrom('check_ins').select('code').execute()).map((row) => row.code);
    expect(summary.sold).toBe(sold.length);
    expect(summary.checkedIn).toBe(sold.filter((badge) => inCodes.includes(badge.code)).length);
    expect(summary.checkedIn).toBeGreaterThan(0);
    expect(summary.recent[0]).toMatchObject({ name: 'Zoë Lisle' });
  });

  it('tells signed-in organisers of each check-in live, and nobody else', async () => {
    const { codes } = await buy();
    const before = heard.length;
    await checkIn(codes['Ada Solver']!, { token });
    await expect.poll(() => heard.length).toBe(before + 1);
    const event = heard.at(-1)!;
    expect(event.checkIn).toMatchObject({
      code: codes['Ada Solver'],
      name: 'Ada Solver',
      ticketType: 'adult',
    });
    const summary = checkInSummarySchema.parse(
      (await organiserPost(app, '/api/organiser/check-in/summary', {}, { token })).body,
    );
    expect(event).toMatchObject({ checkedIn: summary.checkedIn, sold: summary.sold });
    // A second scan of the same badge tells nobody anything new.
    await checkIn(codes['Ada Solver']!, { token });
    await socketsCaughtUp(app, sockets);
    expect(heard.length).toBe(before + 1);
    expect(publicHeard).toEqual([]);
  });
});
