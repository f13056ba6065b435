import { beforeAll, describe, expect, it } from 'vitest';
import { makePass } from '../../../tests/support/crew-passes';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { routeRecorder } from '../../../tests/support/registered-routes';
import { appForSuite } from '../../../tests/support/suite-app';
import { testOrganiserPassword } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { wrongPasswordMessage } from './access-messages';

// Every way to the organiser password counts against the same per-address limit, whatever else the
// request carries (docs/product/organisers.md, "The password"): a door pass once let its holder try 200
// passwords at the sign-in in 1.3 s, where anyone else was locked out after 10
// (docs/decisions/059-password-tries-logs-and-names.md).

const tryDelayMs = 120;

describe.each(testEngines)('organiser password tries on %s', (engine) => {
  const recorder = routeRecorder();
  /** What each kind of caller puts in the header besides the guessed password. */
  let carriers: { who: string; token: string | undefined }[];
  const app = appForSuite(
    engine,
    {
      // One try answered at once, the second slowed, the third locked out.
      ORGANISER_FREE_TRIES: '1',
      ORGANISER_LOCK_AFTER: '2',
      ORGANISER_TRY_DELAY: `${tryDelayMs}ms`,
      ORGANISER_TRY_DELAY_MAX: `${tryDelayMs}ms`,
      ORGANISER_LOCKOUT: '15m',
    },
    { onRoute: recorder.onRoute },
  );
  beforeAll(async () => {
    const organiserToken = (await organiserPost(app, '/api/organiser/sign-in')).body as { token: string };
    carriers = [
      { who: 'a stranger', token: undefined },
      { who: 'a door pass holder', token: (await makePass(app, 'door', 'Dana at the door')).token },
      { who: 'a signed-in organiser', token: organiserToken.token },
    ];
  });

  /** Every registered route that answers a wrong password as such: the routes that check one. */
  async function passwordRoutes() {
    const routes: string[] = [];
    for (const { method, url } of recorder.routes({ params: '999999' })) {
      if (method !== 'POST') continue;
      const answer = await app.server.inject({
        method: 'POST',
        url,
        payload: { pass: 'not-the-password' },
        remoteAddress: freshAddress(),
      });
      if (answer.statusCode === 403 && answer.body === JSON.stringify({ error: wrongPasswordMessage }))
        routes.push(url);
    }
    return routes;
  }

  /** Three wrong passwords and then the right one, from one fresh address, with `token` in the header. */
  async function guess(url: string, token: string | undefined) {
    const address = freshAddress();
    const answers: { status: number; ms: number; retryAfter: unknown }[] = [];
    for (const pass of ['guess-1', 'guess-2', 'guess-3', testOrganiserPassword]) {
      const started = performance.now();
      const answer = await organiserPost(app, url, {}, { address, token, pass });
      answers.push({
        status: answer.status,
        ms: performance.now() - started,
        retryAfter: answer.headers['retry-after'],
      });
    }
    return answers;
  }

  it('slows and then locks out guesses on every route that checks the password, door pass or not', async () => {
    const routes = await passwordRoutes();
    // The sign-in and the published password calls are among them, with every dashboard call.
    expect(routes).toEqual(
      expect.arrayContaining(['/api/organiser/sign-in', '/api/badgelist', '/emailblast']),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const url of routes) {
      const outcomes = await Promise.all(carriers.map(({ token }) => guess(url, token)));
      for (const [i, answers] of outcomes.entries()) {
        const what = `${carriers[i]?.who} on ${url}`;
        expect(
          answers.map((answer) => answer.status),
          what,
        ).toEqual([403, 403, 429, 429]);
        expect(answers[1]?.ms, what).toBeGreaterThanOrEqual(tryDelayMs - 5);
        expect(answers[2]?.retryAfter, what).toBe('900');
      }
    }
  });

  it('gives a door pass holder who guessed the password no organiser token, even once it is right', async () => {
    const doorPass = carriers[1]?.token;
    const address = freshAddress();
    const signIn = (pass: string) =>
      organiserPost(app, '/api/organiser/sign-in', {}, { address, token: doorPass, pass });
    expect((await signIn('guess-1')).status).toBe(403);
    expect((await signIn('guess-2')).status).toBe(403);
    const right = await signIn(testOrganiserPassword);
    expect(right.status).toBe(429);
    expect(right.body).not.toHaveProperty('token');
  });

  it('still lets the door pass do the door’s work from an address that is locked out', async () => {
    const doorPass = carriers[1]?.token;
    const address = freshAddress();
    for (const pass of ['guess-1', 'guess-2', 'guess-3'])
      await organiserPost(app, '/api/organiser/sign-in', {}, { address, token: doorPass, pass });
    const checkIn = await organiserPost(
      app,
      '/api/organiser/check-in/summary',
      {},
      { address, token: doorPass },
    );
    expect(checkIn.status).toBe(200);
  });
});
