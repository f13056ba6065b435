import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts with no variables at all: port 3000, embedded database, emulator, files for mail', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.paypal.mode).toBe('emulator');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses real PayPal when a client id and secret are given', () => {
    const config = loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(config.paypal).toEqual({
      mode: 'live',
      clientId: 'id',
      clientSecret: 'secret',
      apiBase: 'https://api-m.paypal.com',
    });
  });

  it('refuses to start with bad values and names every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'not a url',
        PAYPAL_CLIENT_ID: 'id',
        ORGANISER_PASSWORD: 'short',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'PAYPAL_CLIENT_SECRET', 'ORGANISER_PASSWORD']) {
      expect(message).toContain(name);
    }
  });
});

describe('the site address in links', () => {
  const unset =
    /^PUBLIC_URL is not set: links in emails and crew passes will point at http:\/\/localhost:8080,/;

  it('warns at start when PUBLIC_URL is unset and the server listens beyond this machine', () => {
    const { startWarnings } = loadConfig({ PORT: '8080' });
    expect(startWarnings).toHaveLength(1);
    expect(startWarnings[0]).toMatch(unset);
    expect(loadConfig({ PORT: '8080', HOST: '192.0.2.5' }).startWarnings[0]).toMatch(unset);
  });

  it('says nothing on a developer’s machine or once PUBLIC_URL is set', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1'])
      expect(loadConfig({ PORT: '8080', HOST: host }).startWarnings).toEqual([]);
    expect(loadConfig({ PUBLIC_URL: 'https://tickets.example.org' }).startWarnings).toEqual([]);
  });
});

describe('behind a reverse proxy', () => {
  it('believes X-Forwarded-For only from the proxies named in TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });
});

describe('tunable limits and rules', () => {
  it('reads the organiser password limits, the sales rules and the answer check, with defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.organiserTries).toMatchObject({
      freeTries: 3,
      lockAfter: 10,
      delayBaseMs: 1_000,
      lockMs: 900_000,
    });
    expect(defaults.checkAnswers).toBe(false);
    const config = loadConfig({
      ORGANISER_FREE_TRIES: '5',
      ORGANISER_TRY_DELAY: '0ms',
      ORGANISER_LOCKOUT: '30m',
      TICKET_SALES_CLOSE_AT: '2025-04-01T12:00:00Z',
      IN_PERSON_CAPACITY: '120',
      CHECK_ANSWERS: 'true',
    });
    expect(config.organiserTries).toMatchObject({ freeTries: 5, delayBaseMs: 0, lockMs: 1_800_000 });
    expect(config.sales).toEqual({
      closesAt: Date.parse('2025-04-01T12:00:00Z') / 1000,
      inPersonCapacity: 120,
    });
    expect(config.checkAnswers).toBe(true);
    expect(() => loadConfig({ IN_PERSON_CAPACITY: 'lots', TICKET_SALES_CLOSE_AT: 'soon' })).toThrow(
      /TICKET_SALES_CLOSE_AT must be a date[\s\S]*IN_PERSON_CAPACITY must be a whole number/,
    );
  });
});
