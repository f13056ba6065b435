import { describe, expect, it } from 'vitest';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { wrongPasswordMessage } from './access-messages';

// Every organiser call, with a body that would succeed given the right password.
const organiserCalls: { url: string; body: Record<string, unknown> }[] = [
  { url: '/api/badgelist', body: {} },
  { url: '/api/organiser/overview', body: {} },
  {
    url: '/emailblast',
    body: {
      subject: 'Hello',
      text: 'Hi all',
      email: 'someone@example.com',
      regular: false,
      livestream: false,
    },
  },
];

describe.each(testEngines)('the organiser password on %s', (engine) => {
  let clock = Date.now();
  const app = appForSuite(
    engine,
    {
      ORGANISER_FREE_TRIES: '2',
      ORGANISER_LOCK_AFTER: '4',
      ORGANISER_TRY_DELAY: '500ms',
      ORGANISER_TRY_DELAY_MAX: '1s',
      ORGANISER_LOCKOUT: '1m',
    },
    { now: () => clock },
  );

  const outboxRows = async () =>
    Number(
      (
        await app.database.handle.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(organiserCalls)(
    'refuses $url with 403 when the password is wrong or missing',
    async ({ url, body }) => {
      const mailBefore = await outboxRows();
      for (const pass of ['not-the-password', '', null]) {
        const answer = await organiserPost(app, url, body, { pass });
        expect(answer.status, `pass ${String(pass)}`).toBe(403);
        expect(answer.body).toEqual({ error: wrongPasswordMessage });
      }
      const noBody = await app.server.inject({ method: 'POST', url, remoteAddress: freshAddress() });
      expect(noBody.statusCode).toBe(403);
      expect(await outboxRows()).toBe(mailBefore);
    },
  );

  it.each(organiserCalls)(
    'answers $url with 200 and no caching for the right password',
    async ({ url, body }) => {
      const answer = await organiserPost(app, url, body);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    },
  );

  it('checks the password before the rest of the body, so a stranger learns nothing of its shape', async () => {
    const answer = await organiserPost(app, '/emailblast', { subject: 42 }, { pass: 'guess' });
    expect(answer.status).toBe(403);
  });

  // The limits are shortened for the test: 2 free tries, then 0.5 s and 1 s, then locked for a minute.
  it('slows repeated wrong tries from one address, then refuses it with 429 even with the right password', async () => {
    const attacker = '203.0.113.5';
    const timedTry = async (pass: string) => {
      const started = performance.now();
      const answer = await organiserPost(app, '/api/badgelist', {}, { pass, address: attacker });
      return { ...answer, ms: performance.now() - started };
    };
    const first = await timedTry('guess-1');
    const second = await timedTry('guess-2');
    expect([first.status, second.status]).toEqual([403, 403]);
    expect(Math.max(first.ms, second.ms)).toBeLessThan(450);

    const third = await timedTry('guess-3');
    const fourth = await timedTry('guess-4');
    expect([third.status, fourth.status]).toEqual([403, 403]);
    expect(third.ms).toBeGreaterThanOrEqual(495);
    expect(fourth.ms).toBeGreaterThanOrEqual(995);

    const locked = await timedTry('guess-5');
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect((locked.body as { error: string }).error).toBe(
      'Too many wrong passwords from your address; please wait 1 minute and try again.',
    );

    const rightButLocked = await organiserPost(app, '/api/badgelist', {}, { address: attacker });
    expect(rightButLocked.status).toBe(429);

    const organiserElsewhere = await organiserPost(app, '/api/badgelist', {}, { address: '198.51.100.7' });
    expect(organiserElsewhere.status).toBe(200);

    clock += 61_000;
    const afterLock = await organiserPost(app, '/api/badgelist', {}, { address: attacker });
    expect(afterLock.status).toBe(200);
  });

  it('counts a burst of parallel guesses one by one, so only the allowed few are compared', async () => {
    const address = '203.0.113.77';
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        organiserPost(app, '/api/badgelist', {}, { pass: `burst-${i}`, address }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('forgets an organiser’s typos once the right password is given', async () => {
    const address = '203.0.113.90';
    for (const pass of ['typo-1', 'typo-2', 'typo-3']) {
      expect((await organiserPost(app, '/api/badgelist', {}, { pass, address })).status).toBe(403);
    }
    expect((await organiserPost(app, '/api/badgelist', {}, { address })).status).toBe(200);
    const nextTypo = await (async () => {
      const started = performance.now();
      const answer = await organiserPost(app, '/api/badgelist', {}, { pass: 'typo-4', address });
      return { status: answer.status, ms: performance.now() - started };
    })();
    expect(nextTypo.status).toBe(403);
    expect(nextTypo.ms).toBeLessThan(450);
  });
});
