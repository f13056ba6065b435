import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edition as contentEdition } from '../../../content/edition';
import { activateEdition, copyEdition } from '../../../tests/support/editions';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder } from '../../../tests/support/purchases';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { testOrganiserPassword } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import {
  badgeSearchResponseSchema,
  type CheckInEvent,
  checkInRefusedSchema,
  checkInResponseSchema,
  checkInSummarySchema,
} from '../../contracts/check-in';
import { issueOrganiserToken } from '../organisers/organiser-token';

// At the door only the current edition's badges admit anyone and are counted (docs/product/organisers.md,
// "Check-in at the door"; docs/decisions/075-editions-as-data.md): a badge bought for 2025 is found once
// 2026 is current, but said to be for 2025, and refused.

describe.each(testEngines)('the door admits the current edition’s badges only on %s', (engine) => {
  const app = appForSuite(engine);
  let socket: TestSocket;
  const heard: CheckInEvent[] = [];
  const codes: Record<string, string> = {};

  /** Buys an in-person order for these names, in the current edition, and keeps its badges' codes. */
  async function buy(names: string[]) {
    const orderId = await buyTickets(
      app,
      inPersonOrder({
        tickets: { adult: names.length, child: 0, student: 0, unwaged: 0 },
        info: { ...inPersonOrder().info, names },
        amount: names.length * 140,
      }),
    );
    const rows = await app.database.handle.db
      .selectFrom('badges')
      .select(['name', 'code'])
      .where('order_id', '=', orderId)
      .execute();
    for (const row of rows) codes[row.name] = row.code;
  }

  const checkIn = (code: string) => organiserPost(app, '/api/organiser/check-in', { code });
  async function search(query: string) {
    const answer = await organiserPost(app, '/api/organiser/check-in/search', { query });
    expect(answer.status).toBe(200);
    return badgeSearchResponseSchema.parse(answer.body);
  }
  async function summary() {
    const answer = await organiserPost(app, '/api/organiser/check-in/summary');
    expect(answer.status).toBe(200);
    return checkInSummarySchema.parse(answer.body);
  }
  const otherEditionSentence = (code: string) =>
    `For ${contentEdition.product} ${contentEdition.year}: badge ${code} is not for this year's convention and admits nobody at this door. Send the person to the registration desk.`;

  beforeAll(async () => {
    socket = await connectSocket(app, {
      auth: { organiserToken: issueOrganiserToken(testOrganiserPassword, Date.now()).token },
    });
    socket.on('badge-checked-in', (event) => heard.push(event));
    // 2025: two badges sold, one checked in.
    await buy(['Olga Lisle', 'Otto Earlier']);
    expect((await checkIn(codes['Otto Earlier']!)).status).toBe(200);
    expect(await summary()).toMatchObject({ sold: 2, checkedIn: 1 });

    const id = await copyEdition(app, {
      year: 2026,
      startsAt: '2026-04-02T09:00:00-04:00',
      endsAt: '2026-04-05T23:00:00-04:00',
    });
    await activateEdition(app, id);
    // 2026: three badges sold.
    await buy(['Nina Lisle', 'Ned Later', 'Nora Later']);
  });
  afterAll(() => socket?.close());

  it('counts only the current edition’s badges, and lists none of 2025’s check-ins', async () => {
    expect(await summary()).toEqual({ sold: 3, checkedIn: 0, recent: [] });
  });

  it('finds a 2025 code typed or scanned, saying it is for 2025, and lists no badge for it', async () => {
    const code = codes['Olga Lisle']!;
    const answer = await search(` ${code.toLowerCase()} `);
    expect(answer.badges).toEqual([]);
    expect(answer.otherEdition).toEqual({ code, error: otherEditionSentence(code) });
    expect(answer.transferred).toBeUndefined();
    // The current edition's code is found as before, with no such sentence.
    const current = await search(codes['Nina Lisle']!);
    expect(current.badges.map((badge) => badge.name)).toEqual(['Nina Lisle']);
    expect(current.otherEdition).toBeUndefined();
  });

  it('lists only the current edition’s badges by name, and all of them for an empty search', async () => {
    // L, I and S are never in a badge code, so no random code can match as well.
    expect((await search('LIS')).badges.map((badge) => badge.name)).toEqual(['Nina Lisle']);
    expect((await search('earlier')).badges).toEqual([]);
    expect((await search('')).badges.map((badge) => badge.name)).toEqual([
      'Ned Later',
      'Nina Lisle',
      'Nora Later',
    ]);
  });

  it('refuses to check a 2025 badge in with 409 and its sentence, writing nothing', async () => {
    const before = heard.length;
    for (const name of ['Olga Lisle', 'Otto Earlier']) {
      const code = codes[name]!;
      const answer = await checkIn(code);
      expect(answer.status).toBe(409);
      expect(checkInRefusedSchema.parse(answer.body)).toEqual({
        reason: 'other-edition',
        error: otherEditionSentence(code),
      });
    }
    const rows = await app.database.handle.db
      .selectFrom('check_ins')
      .where('code', '=', codes['Olga Lisle']!)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
    expect(await summary()).toMatchObject({ sold: 3, checkedIn: 0 });
    expect(heard.length).toBe(before);
  });

  it('checks a 2026 badge in, counting it among 2026’s alone', async () => {
    const code = codes['Ned Later']!;
    const answer = await checkIn(code);
    expect(answer.status).toBe(200);
    expect(checkInResponseSchema.parse(answer.body).badge.name).toBe('Ned Later');
    const now = await summary();
    expect(now).toMatchObject({ sold: 3, checkedIn: 1 });
    expect(now.recent.map((row) => row.name)).toEqual(['Ned Later']);
    await expect.poll(() => heard.at(-1)?.checkIn.code).toBe(code);
    expect(heard.at(-1)).toMatchObject({ sold: 3, checkedIn: 1 });
  });
});
