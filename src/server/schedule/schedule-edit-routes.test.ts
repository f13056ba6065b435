import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { organiserOverviewSchema } from '../../contracts/organiser';
import type { ChangeNotice } from '../../contracts/organiser-edits';
import { scheduleResponseSchema } from '../../contracts/schedule';

const entry = {
  start: 1743778800,
  end: 1743782400,
  location: 'Main hall',
  events: 'Speed-solving relay',
  emcees: 'Mara Quist',
  description: 'Teams of three.',
};

describe.each(testEngines)('editing the schedule on %s', (engine) => {
  let socket: TestSocket;
  const notices: ChangeNotice[] = [];

  const app = appForSuite(engine);
  beforeAll(async () => {
    socket = await connectSocket(app);
    socket.on('schedule-changed', (notice) => notices.push(notice));
  });
  afterAll(async () => {
    socket?.close();
  });

  const schedule = async () =>
    scheduleResponseSchema.parse((await app.server.inject({ method: 'GET', url: '/api/schedule' })).json());
  const audit = async () =>
    organiserOverviewSchema.parse((await organiserPost(app, '/api/organiser/overview')).body).audit;
  const noticeArrives = async (count: number) => {
    await expect.poll(() => notices.length, { timeout: 3_000 }).toBeGreaterThanOrEqual(count);
  };

  it('adds an entry that /api/schedule then lists, tells open pages, and notes it in the audit list', async () => {
    const before = notices.length;
    const answer = await organiserPost(app, '/api/organiser/schedule', { entry });
    expect(answer.status).toBe(201);
    const created = answer.body as { id: number };
    expect((await schedule()).find((item) => item.id === created.id)).toEqual({ id: created.id, ...entry });
    await noticeArrives(before + 1);
    expect((await audit())[0]?.what).toBe('Added schedule entry "Speed-solving relay"');
  });

  it('changes an entry and lists what changed', async () => {
    const { id } = (await organiserPost(app, '/api/organiser/schedule', { entry })).body as { id: number };
    const before = notices.length;
    const moved = { ...entry, start: entry.start + 3600, end: entry.end + 3600, location: 'Salon B' };
    const answer = await organiserPost(app, `/api/organiser/schedule/${id}`, { entry: moved });
    expect(answer.status).toBe(200);
    expect((await schedule()).find((item) => item.id === id)).toEqual({ id, ...moved });
    await noticeArrives(before + 1);
    expect((await audit())[0]?.what).toBe(
      'Changed schedule entry "Speed-solving relay": start, end, location',
    );
  });

  it('removes an entry', async () => {
    const { id } = (await organiserPost(app, '/api/organiser/schedule', { entry })).body as { id: number };
    expect((await organiserPost(app, `/api/organiser/schedule/${id}/delete`)).status).toBe(200);
    expect((await schedule()).some((item) => item.id === id)).toBe(false);
    expect((await audit())[0]?.what).toBe('Removed schedule entry "Speed-solving relay"');
  });

  it('refuses an entry that ends before it starts, or has no title, with 400', async () => {
    for (const bad of [
      { ...entry, end: entry.start - 60 },
      { ...entry, events: ' ' },
    ]) {
      const answer = await organiserPost(app, '/api/organiser/schedule', { entry: bad });
      expect(answer.status).toBe(400);
      expect(answer.body).toHaveProperty('error');
    }
  });

  it('answers 404 for an entry that does not exist', async () => {
    expect((await organiserPost(app, '/api/organiser/schedule/999999', { entry })).status).toBe(404);
    expect((await organiserPost(app, '/api/organiser/schedule/abc/delete')).status).toBe(404);
  });

  it('refuses every schedule edit with 403 without the password, and changes nothing', async () => {
    const before = await schedule();
    const [first] = before;
    for (const pass of ['wrong', null]) {
      const calls = [
        organiserPost(app, '/api/organiser/schedule', { entry }, { pass }),
        organiserPost(app, `/api/organiser/schedule/${first?.id}`, { entry }, { pass }),
        organiserPost(app, `/api/organiser/schedule/${first?.id}/delete`, {}, { pass }),
      ];
      for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
    }
    expect(await schedule()).toEqual(before);
  });
});
