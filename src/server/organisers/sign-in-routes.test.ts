import { describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { appForSuite } from '../../../tests/support/suite-app';
import { type TestApp, testOrganiserPassword } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { expiredTokenMessage, wrongPasswordMessage } from './access-messages';
import { issueOrganiserToken } from './organiser-token';

// An organiser stays signed in for 16 hours (docs/product/organisers.md).
const organiserTokenLifetimeMs = 16 * 60 * 60 * 1000;

const signIn = async (app: TestApp, address: string) => {
  const answer = await organiserPost(app, '/api/organiser/sign-in', {}, { address });
  expect(answer.status).toBe(200);
  return (answer.body as { token: string; expiresMs: number }).token;
};

describe.each(testEngines)('organiser sign-in on %s', (engine) => {
  let clock = Date.now();
  const app = appForSuite(
    engine,
    {
      ORGANISER_FREE_TRIES: '1',
      ORGANISER_LOCK_AFTER: '3',
      ORGANISER_TRY_DELAY: '10ms',
      ORGANISER_TRY_DELAY_MAX: '20ms',
      ORGANISER_LOCKOUT: '15m',
    },
    { now: () => clock },
  );

  it('gives a token that every organiser call accepts without the password', async () => {
    const token = await signIn(app, '198.51.100.20');
    for (const url of ['/api/badgelist', '/api/organiser/overview', '/api/organiser/orders']) {
      const answer = await organiserPost(app, url, {}, { token, address: '198.51.100.20' });
      expect(answer.status, url).toBe(200);
    }
  });

  it('keeps a signed-in organiser working while wrong tries from the same address lock it', async () => {
    const venueWifi = '203.0.113.44';
    const token = await signIn(app, venueWifi);
    for (let i = 0; i < 4; i++)
      await organiserPost(app, '/api/badgelist', {}, { pass: `guess-${i}`, address: venueWifi });
    const stranger = await organiserPost(app, '/api/badgelist', {}, { address: venueWifi });
    expect(stranger.status).toBe(429);
    const organiser = await organiserPost(app, '/api/badgelist', {}, { token, address: venueWifi });
    expect(organiser.status).toBe(200);
  });

  it('asks for the password again once the token expired', async () => {
    const token = await signIn(app, '198.51.100.21');
    clock += organiserTokenLifetimeMs;
    const answer = await organiserPost(app, '/api/badgelist', {}, { token, address: '198.51.100.21' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: expiredTokenMessage });
  });

  it('refuses a wrong password, and a token cannot sign in again by itself', async () => {
    const wrong = await organiserPost(
      app,
      '/api/organiser/sign-in',
      {},
      { pass: 'nope', address: '198.51.100.22' },
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: wrongPasswordMessage });
    const token = await signIn(app, '198.51.100.23');
    const renewed = await organiserPost(
      app,
      '/api/organiser/sign-in',
      {},
      { token, pass: 'anything', address: '198.51.100.23' },
    );
    expect(renewed.status).toBe(403);
  });

  it('refuses every token once the organiser password is changed', async () => {
    // A token a browser got before ORGANISER_PASSWORD was changed was signed with the old password.
    const { token } = issueOrganiserToken(`${testOrganiserPassword}-before-the-change`, clock);
    const answer = await organiserPost(app, '/api/badgelist', {}, { token, address: '198.51.100.24' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: expiredTokenMessage });
  });
});
