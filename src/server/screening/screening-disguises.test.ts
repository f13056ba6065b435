import { beforeAll, describe, expect, it } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { donationHistoryResponseSchema } from '../../contracts/donations';
import { progressSummarySchema } from '../../contracts/progress';
import { screeningStatusSchema } from '../../contracts/screening';

// The filter mode against disguises (docs/product/screening.md, "What is matched" and "Links"), through
// the donation route with this edition's own word list: a disguised word or link waits for a moderator
// while its money counts, and what a person reads as ordinary is shown at once.

/** Donors whose name or message a person reads as a listed word or a link, and why each waits. */
const disguised = [
  { name: 'Cyrillic Donor', message: 'pоrn for all', reason: 'word' },
  { name: 'ꜱʜɪᴛ Small Caps', message: '', reason: 'word' },
  { name: 'Flag Donor', message: '🇸🇭🇮🇹 happens', reason: 'word' },
  { name: 'Digit Donor', message: 'free b1tc01n giveaway', reason: 'word' },
  { name: 'Stretch Donor', message: 'shiiiit this is hard', reason: 'word' },
  { name: 'Dotless Donor', message: 'you bıtch', reason: 'word' },
  { name: 'Link Dot Donor', message: 'prizes at evil dot com', reason: 'link' },
  { name: 'Bracket Donor', message: 'see evil[.]com', reason: 'link' },
  { name: 'Stop Donor', message: 'see evil。com', reason: 'link' },
  { name: 'Short Link Donor', message: 'go evil.to/x now', reason: 'link' },
  { name: 'Script Donor', message: 'javascript:alert(1)', reason: 'link' },
  { name: 'Ip Donor', message: 'free stuff at 203.0.113.9/free', reason: 'link' },
] as const;

/** What a person reads as ordinary, with the words listed in content/screening-words.ts. */
const ordinary = [
  { name: 'Scunthorpe Solvers', message: 'From Scunthorpe with love' },
  { name: 'Dotty Solver', message: "I dot my i's and cross my t's" },
  { name: 'Decimal Solver', message: 'Here is 12.50 for the cause, e.g. the 16x16' },
  { name: 'Version Solver', message: 'Solver v2.0, see you at 10.30' },
] as const;

describe.each(testEngines)('the word filter against disguises on %s', (engine) => {
  const app = appForSuite(engine, { DONATION_SCREENING: 'filter' });
  beforeAll(async () => {
    for (const donor of [...disguised, ...ordinary]) {
      await donate(app, donationBody({ name: donor.name, message: donor.message, amount: 5 }));
    }
  });

  const get = async (url: string) => (await app.server.inject({ method: 'GET', url })).body;
  const history = async () =>
    donationHistoryResponseSchema.parse(
      (await app.server.inject({ method: 'POST', url: '/api/donations' })).json(),
    );
  const held = async () =>
    screeningStatusSchema.parse((await organiserPost(app, '/api/organiser/screening')).body).held;

  it('holds every disguised word or link for a moderator, saying why', async () => {
    const waiting = await held();
    for (const donor of disguised) {
      expect(
        waiting.find((entry) => entry.name === donor.name),
        donor.message || donor.name,
      ).toMatchObject({ message: donor.message, reason: donor.reason });
    }
  });

  it("counts every held donation's money at once", async () => {
    const summary = progressSummarySchema.parse(JSON.parse(await get('/api/progress')));
    expect(summary.totalRaised).toBeCloseTo(5 * (disguised.length + ordinary.length), 2);
  });

  it('shows no held name or message in any public answer', async () => {
    const publicText = [
      JSON.stringify(await history()),
      await get('/api/donations/recent'),
      await get('/api/progress'),
      await get('/donationbar'),
    ].join('\n');
    for (const donor of disguised) {
      expect(publicText).not.toContain(donor.name);
      if (donor.message !== '') expect(publicText).not.toContain(donor.message);
    }
  });

  it('shows a donor from Scunthorpe, "dot" in a sentence, amounts, times and versions at once', async () => {
    const waiting = await held();
    const shown = await history();
    for (const donor of ordinary) {
      expect(waiting.some((entry) => entry.name === donor.name)).toBe(false);
      expect(shown.find((record) => record.name === donor.name)).toMatchObject({ message: donor.message });
    }
  });
});
