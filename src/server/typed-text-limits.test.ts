import { describe, expect, it } from 'vitest';
import { createDonationOrder, donationBody } from '../../tests/support/donations';
import { createOrder, inPersonOrder, livestreamOrder } from '../../tests/support/purchases';
import { appForSuite } from '../../tests/support/suite-app';
import { testEngines } from '../../tests/support/test-database';

// Text longer than the pages let anyone type (docs/product/limits.md) is refused in the words the page's
// own list uses, naming the field, never as a path into the request body.

describe.each(testEngines)('over-long typed text on %s', (engine) => {
  const app = appForSuite(engine);

  const info = inPersonOrder().info;
  const ticketRefusal = async (body: unknown) => {
    const created = await createOrder(app, body);
    expect(created.status).toBe(400);
    return created.body.error;
  };

  it('names the badge and the limit for a 5,000-character badge name', async () => {
    const names = ['Ada Solver', 'x'.repeat(5000)];
    expect(await ticketRefusal(inPersonOrder({ info: { ...info, names } }))).toBe(
      'Name on Badge (Student 1) is too long (at most 100 characters).',
    );
  });

  it('names each other field of the in-person form', async () => {
    const long = {
      ...info,
      email: `${'x'.repeat(300)}@example.com`,
      dietaryRestrictions: true,
      dietaryRestrictionsDetails: 'x'.repeat(1001),
    };
    expect(await ticketRefusal(inPersonOrder({ info: long, discount: 'X'.repeat(40) }))).toBe(
      'Dietary Restrictions is too long (at most 1,000 characters). Email is too long (at most 254 characters). Discount code is too long (at most 32 characters).',
    );
  });

  it('says which livestream address is too long', async () => {
    expect(
      await ticketRefusal(livestreamOrder(['a@example.com', `${'x'.repeat(300)}@example.com`], 60)),
    ).toBe('Email (Adult 2) is too long (at most 254 characters).');
  });

  it('names the display name, the message and the question of a donation', async () => {
    const created = await createDonationOrder(
      app,
      donationBody({ name: 'W'.repeat(61), message: 'x'.repeat(501) }),
    );
    expect(created.status).toBe(400);
    expect(created.body.error).toBe(
      'Display name is too long (at most 60 characters). Message is too long (at most 500 characters).',
    );
  });

  // Names are counted in the characters a person sees (docs/product/limits.md, "Names").
  it('takes a display name of 60 emoji and refuses one of 61', async () => {
    const sixty = await createDonationOrder(app, donationBody({ name: '🧩'.repeat(60) }));
    expect(sixty.status).toBe(201);
    const flags = await createDonationOrder(app, donationBody({ name: '🇨🇦'.repeat(60) }));
    expect(flags.status).toBe(201);
    const sixtyOne = await createDonationOrder(app, donationBody({ name: '🧩'.repeat(61) }));
    expect(sixtyOne.status).toBe(400);
    expect(sixtyOne.body.error).toBe('Display name is too long (at most 60 characters).');
  });

  it('takes a badge name of 100 accented letters typed as letter and mark', async () => {
    const names = ['Ada Solver', 'e\u0301'.repeat(100)];
    expect((await createOrder(app, inPersonOrder({ info: { ...info, names } }))).status).toBe(201);
  });
});
