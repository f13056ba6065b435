import { describe, expect, it } from 'vitest';
import {
  answersFor,
  describeChosenIncentive,
  donationCheckoutErrors,
  donationCheckoutProblems,
  isReservedPromptName,
  publicDonorName,
  suggestBits,
  whyNotChoosable,
} from './donation-rules';
import { buildIncentiveTree } from './incentive-tree';
import { incentive } from './test-incentives';

const maxAmountCents = 1_000_000;
const check = (fields: Omit<Parameters<typeof donationCheckoutErrors>[0], 'maxAmountCents'>) =>
  donationCheckoutErrors({ ...fields, maxAmountCents });

describe('checkout is allowed only when', () => {
  it('the amount is at most the largest single donation', () => {
    expect(check({ amountCents: 1_000_000, incentive: null, extraInfo: {} })).toEqual([]);
    expect(check({ amountCents: 1_000_001, incentive: null, extraInfo: {} })).toEqual([
      'A single donation can be at most $10,000.00; for more, please contact us.',
    ]);
  });

  it('the amount is above 0', () => {
    expect(check({ amountCents: 0, incentive: null, extraInfo: {} })).toEqual([
      'Enter an amount greater than $0.00.',
    ]);
    expect(check({ amountCents: -100, incentive: null, extraInfo: {} })).toHaveLength(1);
    expect(check({ amountCents: Number.NaN, incentive: null, extraInfo: {} })).toHaveLength(1);
    expect(check({ amountCents: 1, incentive: null, extraInfo: {} })).toEqual([]);
  });

  it('the amount reaches the chosen incentive’s minimum', () => {
    const chosen = incentive('shout', { minDonationCents: 1000 });
    expect(check({ amountCents: 999, incentive: chosen, extraInfo: {} })).toEqual([
      'The chosen incentive needs a donation of at least $10.00.',
    ]);
    expect(check({ amountCents: 1000, incentive: chosen, extraInfo: {} })).toEqual([]);
  });

  it('the amount reaches the parent’s minimum when that is larger', () => {
    const parent = incentive('war', { type: 'bidwar', minDonationCents: 500 });
    const option = incentive('war:a', { minDonationCents: 200 });
    expect(check({ amountCents: 300, incentive: option, parent, extraInfo: {} })).toEqual([
      'The chosen incentive needs a donation of at least $5.00.',
    ]);
    // The page passes the tree node, whose minimum is already the inherited one: same answer.
    const node = buildIncentiveTree([parent, option])[0]!.options[0]!;
    expect(check({ amountCents: 300, incentive: node, extraInfo: {} })).toHaveLength(1);
  });

  it('every prompt has an answer that is not blank', () => {
    const chosen = incentive('name', { infoNeeded: ['Name to put in the puzzle', 'Credit as'] });
    expect(
      check({
        amountCents: 2000,
        incentive: chosen,
        extraInfo: { 'Name to put in the puzzle': '   ' },
      }),
    ).toEqual(['Please answer: Name to put in the puzzle', 'Please answer: Credit as']);
    expect(
      check({
        amountCents: 2000,
        incentive: chosen,
        extraInfo: { 'Name to put in the puzzle': 'Ada', 'Credit as': 'ada_solves' },
      }),
    ).toEqual([]);
  });

  it('the display name, the message and each answer are no longer than the site keeps', () => {
    const chosen = incentive('name', { infoNeeded: ['Name to put in the puzzle'] });
    const fields = { amountCents: 2000, incentive: chosen, maxAmountCents };
    expect(
      donationCheckoutErrors({
        ...fields,
        name: 'W'.repeat(61),
        message: 'x'.repeat(501),
        extraInfo: { 'Name to put in the puzzle': 'x'.repeat(201) },
      }),
    ).toEqual([
      'Display name is too long (at most 60 characters).',
      'Message is too long (at most 500 characters).',
      'The answer to "Name to put in the puzzle" is too long (at most 200 characters).',
    ]);
    expect(
      donationCheckoutErrors({
        ...fields,
        name: ` ${'W'.repeat(60)} `,
        message: 'x'.repeat(500),
        extraInfo: { 'Name to put in the puzzle': 'x'.repeat(200) },
      }),
    ).toEqual([]);
  });

  it('measures the name and message as they will be shown, cleaned, as the server does', () => {
    const fields = { amountCents: 2000, incentive: null, extraInfo: {}, maxAmountCents };
    const invisible = '\u200B'.repeat(40);
    expect(
      donationCheckoutErrors({
        ...fields,
        name: `${invisible}${'W'.repeat(60)}${invisible}`,
        message: `${'x'.repeat(250)}${'\n'.repeat(400)}${'x'.repeat(248)}`,
      }),
    ).toEqual([]);
  });

  it('says which field each problem is about', () => {
    const chosen = incentive('name', { minDonationCents: 500, infoNeeded: ['First', 'Second'] });
    const problems = donationCheckoutProblems({
      amountCents: 100,
      message: 'x'.repeat(501),
      incentive: chosen,
      extraInfo: { First: 'Ada' },
      maxAmountCents,
    });
    expect(problems.map((problem) => problem.field)).toEqual(['amount', 'message', 'answers.1']);
  });

  it('lists every problem at once', () => {
    const chosen = incentive('name', { minDonationCents: 500, infoNeeded: ['Name'] });
    expect(check({ amountCents: 0, incentive: chosen, extraInfo: {} })).toHaveLength(3);
  });
});

describe('the effective minimum', () => {
  /** The minimum checkout asks of a donation choosing `option` (of `parent`), in cents, or null. */
  const effectiveMinDonation = (
    option: { minDonationCents: number | null },
    parent?: { minDonationCents: number | null } | null,
  ) => {
    const chosen = { ...incentive('option'), ...option };
    const chosenParent = parent ? { ...incentive('parent'), ...parent } : parent;
    const asked = check({ amountCents: 1, incentive: chosen, parent: chosenParent, extraInfo: {} }).join(' ');
    const dollars = /needs a donation of at least \$([\d,.]+)\./.exec(asked)?.[1];
    return dollars === undefined ? null : Math.round(Number(dollars.replace(/,/g, '')) * 100);
  };

  it('is the larger of the option’s and the parent’s', () => {
    expect(effectiveMinDonation({ minDonationCents: 200 }, { minDonationCents: 500 })).toBe(500);
    expect(effectiveMinDonation({ minDonationCents: 900 }, { minDonationCents: 500 })).toBe(900);
    expect(effectiveMinDonation({ minDonationCents: null }, { minDonationCents: 500 })).toBe(500);
    expect(effectiveMinDonation({ minDonationCents: 300 }, null)).toBe(300);
    expect(effectiveMinDonation({ minDonationCents: null })).toBeNull();
  });
});

describe('answers kept with a donation', () => {
  it('are only those to the chosen incentive’s prompts, trimmed', () => {
    expect(answersFor(['Name'], { Name: '  Ada ', 'Old question': 'stale' })).toEqual({ Name: 'Ada' });
  });
});

describe('the bits hint', () => {
  it('shows for amounts above 0 and below $1', () => {
    expect([0, 1, 99, 100, 500].map(suggestBits)).toEqual([false, true, true, false, false]);
  });
});

describe('the chosen incentive in the checkout summary', () => {
  it('names a puzzle by its author', () => {
    const puzzle = incentive('p', {
      type: 'puzzle',
      title: 'A new puzzle',
      name: 'Lighthouse Keeper',
      author: 'Mara Quill',
    });
    expect(describeChosenIncentive(puzzle)).toBe('Lighthouse Keeper by Mara Quill');
  });

  it('says which bid war option is bid for', () => {
    const option = incentive('war:k', { title: 'Killer sudoku' });
    expect(describeChosenIncentive(option, incentive('war', { type: 'bidwar' }))).toBe(
      'Bidding for Killer sudoku',
    );
  });

  it('shows any other incentive by its title', () => {
    expect(describeChosenIncentive(incentive('g', { title: 'Speed-solve a 16x16 blindfolded' }))).toBe(
      'Speed-solve a 16x16 blindfolded',
    );
    const option = incentive('pick:9', { title: 'Classic nine by nine' });
    expect(describeChosenIncentive(option, incentive('pick', { type: 'selection' }))).toBe(
      'Classic nine by nine',
    );
  });
});

describe('which incentives a donation may choose', () => {
  const now = 10_000;
  const isChoosable = (...args: Parameters<typeof whyNotChoosable>) => whyNotChoosable(...args) === null;
  it('refuses disabled, hidden and expired ones, and options of such parents', () => {
    expect(isChoosable(incentive('a'), null, now)).toBe(true);
    expect(isChoosable(incentive('a', { disabled: true }), null, now)).toBe(false);
    expect(isChoosable(incentive('a', { hidden: true }), null, now)).toBe(false);
    expect(isChoosable(incentive('a', { expiresMs: now }), null, now)).toBe(false);
    expect(isChoosable(incentive('w:a'), incentive('w', { hidden: true }), now)).toBe(false);
    expect(isChoosable(incentive('w:a'), incentive('w', { expiresMs: 5 }), now)).toBe(false);
  });

  it('refuses a bid war or selection itself: the donor picks one of its options', () => {
    expect(isChoosable(incentive('w', { type: 'bidwar' }), null, now)).toBe(false);
    expect(isChoosable(incentive('s', { type: 'selection' }), null, now)).toBe(false);
  });
});

describe('the donor’s public name', () => {
  it('is Anonymous when left empty', () => {
    expect(publicDonorName('')).toBe('Anonymous');
    expect(publicDonorName('  ')).toBe('Anonymous');
    expect(publicDonorName('Ada')).toBe('Ada');
  });
});

describe('prompts named like built-in object properties', () => {
  const asking = (prompt: string) => incentive('p', { infoNeeded: [prompt] });

  it('still ask the donor, and an unanswered one blocks checkout instead of crashing', () => {
    for (const prompt of ['toString', 'constructor', 'valueOf', 'hasOwnProperty']) {
      expect(check({ amountCents: 500, incentive: asking(prompt), extraInfo: {} })).toEqual([
        `Please answer: ${prompt}`,
      ]);
      expect(answersFor([prompt], {})).toEqual({ [prompt]: '' });
      expect(check({ amountCents: 500, incentive: asking(prompt), extraInfo: { [prompt]: 'yes' } })).toEqual(
        [],
      );
    }
  });

  it('are reserved, so organisers cannot create them', () => {
    expect(isReservedPromptName('toString')).toBe(true);
    expect(isReservedPromptName('__proto__')).toBe(true);
    expect(isReservedPromptName('Your favourite puzzle')).toBe(false);
  });
});
