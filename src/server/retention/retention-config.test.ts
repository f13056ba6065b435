import { describe, expect, it } from 'vitest';
import { appForSuite } from '../../../tests/support/suite-app';
import { loadConfig } from '../config';

// PERSONAL_DATA_RETENTION_DAYS and BADGE_EDITS_CLOSE are read once at start and checked; /policy states
// the days from the same configuration the sweep uses.

describe('the retention and order page settings', () => {
  it('default to 60 days and, for changes, each order’s own edition (order-page/order-view.ts)', () => {
    const config = loadConfig({});
    expect(config.retentionDays).toBe(60);
    // Unset: a week before the start of the order's own edition, not one time for every order.
    expect(config.badgeEditsCloseMs).toBeNull();
    expect(loadConfig({ BADGE_EDITS_CLOSE: '2025-03-30T12:00:00-04:00' }).badgeEditsCloseMs).toBe(
      Date.parse('2025-03-30T16:00:00Z'),
    );
  });

  it('refuse a start with values that mean nothing, naming them', () => {
    expect(() => loadConfig({ PERSONAL_DATA_RETENTION_DAYS: '0' })).toThrow(/PERSONAL_DATA_RETENTION_DAYS/);
    expect(() => loadConfig({ PERSONAL_DATA_RETENTION_DAYS: 'sixty' })).toThrow(/whole number of days/);
    expect(() => loadConfig({ BADGE_EDITS_CLOSE: 'next Tuesday' })).toThrow(
      /BADGE_EDITS_CLOSE must be an ISO 8601/,
    );
    // Dates JavaScript would guess at are not ISO 8601 either.
    expect(() => loadConfig({ BADGE_EDITS_CLOSE: 'March 27 2025' })).toThrow(/BADGE_EDITS_CLOSE/);
  });
});

describe('the policy page', () => {
  const app = appForSuite('sqlite', { PERSONAL_DATA_RETENTION_DAYS: '45' });

  it('is sent with the configured number of days for the page to state', async () => {
    const page = await app.server.inject({ method: 'GET', url: '/policy' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/"retentionDays":45\b/);
  });
});
