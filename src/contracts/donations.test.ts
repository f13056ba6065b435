import { describe, expect, it } from 'vitest';
import { createDonationSchema, donationRecordSchema, donationRecordToWire } from './donations';
import { describeZodError } from './errors';

const body = { name: 'Ada', amount: 25, message: 'Go team', extraInfo: {}, incentiveID: '' };

const refusal = (input: unknown) => {
  const parsed = createDonationSchema.safeParse(input);
  return parsed.success ? null : describeZodError(parsed.error);
};

describe('a donation order body', () => {
  it('is read into cents, with an empty incentiveID as none', () => {
    expect(createDonationSchema.parse({ ...body, amount: 19.99 })).toEqual({
      name: 'Ada',
      amountCents: 1999,
      message: 'Go team',
      extraInfo: {},
      incentiveId: null,
      suggestedOption: null,
    });
    expect(createDonationSchema.parse({ ...body, incentiveID: null }).incentiveId).toBeNull();
    expect(createDonationSchema.parse({ ...body, incentiveID: 'war:a' }).incentiveId).toBe('war:a');
  });

  it('needs only an amount', () => {
    expect(createDonationSchema.parse({ amount: 5 })).toEqual({
      name: '',
      amountCents: 500,
      message: '',
      extraInfo: {},
      incentiveId: null,
      suggestedOption: null,
    });
    expect(refusal({})).toContain('amount is missing');
  });

  it('is refused above the largest single donation', () => {
    expect(refusal({ ...body, amount: 10_000 })).toBeNull();
    expect(refusal({ ...body, amount: 10_000.01 })).toContain('A single donation can be at most $10,000.00.');
  });

  it('is refused with more than two decimals, or a string amount', () => {
    expect(refusal({ ...body, amount: 1.005 })).not.toBeNull();
    expect(refusal({ ...body, amount: '5' })).toContain('amount must be a number');
  });

  it('bounds the answers, and leaves the lengths of what the donor typed to the checkout rules', () => {
    // donationCheckoutErrors refuses a long name, message or answer in the page's words (donation-rules.ts).
    expect(refusal({ ...body, name: 'x'.repeat(61), message: 'x'.repeat(501) })).toBeNull();
    expect(refusal({ ...body, extraInfo: { ['x'.repeat(201)]: 'a' } })).not.toBeNull();
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`Q${i}`, 'a']));
    expect(refusal({ ...body, extraInfo: eleven })).toContain('at most 10 answers');
    expect(refusal({ ...body, extraInfo: { Name: 5 } })).not.toBeNull();
  });

  it('comes out with its name and message cleaned as they will be shown', () => {
    const parsed = createDonationSchema.parse({
      ...body,
      name: ' \u202E$10,000.00\nby Elon\u200B ',
      message: `Go${'\n'.repeat(498)}team`,
    });
    expect(parsed).toMatchObject({ name: '$10,000.00 by Elon', message: 'Go\n\nteam' });
    expect(createDonationSchema.parse({ ...body, name: '\u200B\u200C\u2060' }).name).toBe('');
  });

  it('has no name when the donor chose to donate anonymously, whatever was typed', () => {
    expect(createDonationSchema.parse({ ...body, anonymous: true }).name).toBe('');
    expect(createDonationSchema.parse(body).name).toBe('Ada');
    expect(refusal({ ...body, anonymous: 'yes' })).not.toBeNull();
  });

  it('refuses fields the product docs do not send', () => {
    expect(refusal({ ...body, amountCents: 1 })).toContain('unexpected field "amountCents"');
  });
});

describe('a public donation record', () => {
  const record = {
    id: 3,
    name: '',
    amountCents: 1050,
    message: '<img src=x onerror=alert(1)>',
    incentiveId: 'war:a',
    timeMs: Date.UTC(2025, 3, 12, 18),
  };

  it('shows an empty name as Anonymous, the amount in dollars and the message as sent', () => {
    const wire = donationRecordToWire(record);
    expect(wire).toEqual({
      id: 3,
      name: 'Anonymous',
      amount: 10.5,
      message: '<img src=x onerror=alert(1)>',
      incentive: 'war:a',
      time: '2025-04-12T18:00:00.000Z',
    });
    expect(donationRecordSchema.parse(wire)).toEqual(wire);
  });

  it('never carries the answers to an incentive’s prompts', () => {
    const wire = donationRecordToWire({ ...record, extraInfo: { Name: 'private' } } as typeof record);
    expect(Object.keys(wire)).not.toContain('extraInfo');
  });
});
