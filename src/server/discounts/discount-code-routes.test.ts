import { describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { type DiscountCodeCreateBody, organiserDiscountCodesSchema } from '../../contracts/discount-codes';
import { organiserOverviewSchema } from '../../contracts/organiser';

type NewCode = DiscountCodeCreateBody['code'];
const sponsorCode = (overrides: Partial<NewCode> = {}): NewCode => ({
  code: 'acme-2025',
  percentOff: 25,
  maxTickets: 2,
  maxUses: 10,
  ends: '2099-03-20T00:00:00-04:00',
  note: 'Sponsor: Acme Grids',
  ...overrides,
});

describe.each(testEngines)('organisers managing discount codes on %s', (engine) => {
  const app = appForSuite(engine, { ORDER_CREATE_LIMIT: '100/10m', DISCOUNT_CHECK_LIMIT: '100/10m' });

  const list = async () =>
    organiserDiscountCodesSchema.parse((await organiserPost(app, '/api/organiser/discount-code-list')).body);
  const add = (code: unknown) => organiserPost(app, '/api/organiser/discount-codes', { code });
  const latestAudit = async () =>
    organiserOverviewSchema.parse((await organiserPost(app, '/api/organiser/overview')).body).audit[0]?.what;

  it('needs the organiser password for every call', async () => {
    const calls = [
      organiserPost(app, '/api/organiser/discount-code-list', {}, { pass: null }),
      organiserPost(
        app,
        '/api/organiser/discount-codes',
        { code: sponsorCode() },
        { pass: 'wrong password' },
      ),
      organiserPost(app, '/api/organiser/discount-codes/SPONSOR', { disabled: true }, { pass: null }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
    expect((await list()).find((code) => code.code === 'SPONSOR')?.disabled).toBe(false);
    expect((await list()).some((code) => code.code === 'ACME-2025')).toBe(false);
  });

  it('lists the seeded codes with what they do, their limits and their use', async () => {
    const codes = await list();
    expect(codes.map((code) => code.code)).toEqual(['PRESENTER', 'SPONSOR']);
    expect(codes.find((code) => code.code === 'SPONSOR')).toMatchObject({
      percentOff: 50,
      amountOff: null,
      maxTickets: 3,
      maxUses: null,
      uses: 0,
      ends: null,
      disabled: false,
    });
    // Amounts are dollars on the wire and cents once parsed.
    expect(codes.find((code) => code.code === 'PRESENTER')).toMatchObject({
      amountOff: 4000,
      requiresTicketType: 'adult',
    });
  });

  it('adds a code for a sponsor, which buyers can then use, and writes it in the audit log', async () => {
    const added = await add(sponsorCode());
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      code: 'ACME-2025',
      percentOff: 25,
      maxTickets: 2,
      maxUses: 10,
      uses: 0,
      ends: '2099-03-20T04:00:00.000Z',
      note: 'Sponsor: Acme Grids',
    });
    expect(await latestAudit()).toBe(
      'Added discount code "ACME-2025": 25% off, at most 2 tickets, 10 uses, until 2099-03-20T04:00:00.000Z',
    );
    // $150 less a quarter.
    const order = await createOrder(app, inPersonOrder({ discount: 'Acme-2025', amount: 112.5 }));
    expect(order.status).toBe(201);
  });

  it('refuses a code that exists already, whatever its case', async () => {
    const again = await add(sponsorCode({ code: 'Sponsor' }));
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'The code SPONSOR exists already; choose another, or enable the existing one.' },
    });
  });

  it('refuses a code that takes off nothing, or two things at once', async () => {
    for (const code of [
      sponsorCode({ code: 'NONE-OFF', percentOff: null }),
      sponsorCode({ code: 'BOTH-OFF', percentOff: 10, amountOff: 5 }),
    ]) {
      const answer = await add(code);
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toContain(
        'A code takes off either a percentage (percentOff, 1 to 100) or an amount (amountOff, dollars): give exactly one.',
      );
    }
  });

  it('refuses bad values with a sentence naming the field', async () => {
    const cases: [NewCode, RegExp][] = [
      [sponsorCode({ code: 'BIG', percentOff: 150 }), /code\.percentOff must be at most 100/],
      [sponsorCode({ code: 'HALF-CENT', percentOff: null, amountOff: 0.005 }), /at most 2 decimals/],
      [sponsorCode({ code: 'no spaces' }), /A code is 3 to 32 letters, digits and dashes/],
      [sponsorCode({ code: 'KIDS', requiresTicketType: 'toddler' as 'child' }), /requiresTicketType must be/],
      [sponsorCode({ code: 'OLD', ends: '2001-01-01T00:00:00Z' }), /The end date has passed already/],
    ];
    for (const [code, error] of cases) {
      const answer = await add(code);
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toMatch(error);
    }
    const codes = (await list()).map((code) => code.code);
    for (const name of ['BIG', 'HALF-CENT', 'KIDS', 'OLD']) expect(codes).not.toContain(name);
  });

  it('disables a code so buyers can no longer use it, and enables it again', async () => {
    const disabled = await organiserPost(app, '/api/organiser/discount-codes/PRESENTER', { disabled: true });
    expect(disabled).toMatchObject({ status: 200, body: { code: 'PRESENTER', disabled: true } });
    expect(await latestAudit()).toBe('Disabled discount code "PRESENTER"');
    const refused = await createOrder(app, inPersonOrder({ discount: 'presenter', amount: 110 }));
    expect(refused.status).toBe(409);

    const enabled = await organiserPost(app, '/api/organiser/discount-codes/presenter', { disabled: false });
    expect(enabled).toMatchObject({ status: 200, body: { code: 'PRESENTER', disabled: false } });
    expect(await latestAudit()).toBe('Enabled discount code "PRESENTER"');
    expect((await createOrder(app, inPersonOrder({ discount: 'presenter', amount: 110 }))).status).toBe(201);
  });

  it('says so when the code to disable does not exist', async () => {
    const answer = await organiserPost(app, '/api/organiser/discount-codes/NOPE', { disabled: true });
    expect(answer).toMatchObject({
      status: 404,
      body: { error: 'There is no such discount code; reload the list.' },
    });
  });
});
