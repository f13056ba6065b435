import { describe, expect, it } from 'vitest';
import { buildIncentiveTree } from '../../../domain/incentives/incentive-tree';
import { incentive } from '../../../domain/incentives/test-incentives';
import {
  amountCentsOf,
  type Chosen,
  checkoutProblemsOf,
  chosenIncentive,
  type DonationForm,
  donationOrderBody,
  emptyDonationForm,
} from './donation-form';

/** The sentences the page lists under Checkout. */
const checkoutErrorsOf = (form: DonationForm, chosen: Chosen | null) =>
  checkoutProblemsOf(form, chosen).map((problem) => problem.message);

const tree = buildIncentiveTree([
  incentive('genre', { type: 'bidwar', title: 'Finale genre', minDonationCents: 500 }),
  incentive('genre:killer', { title: 'Killer sudoku', minDonationCents: 200 }),
  incentive('credit', { title: 'Credit', infoNeeded: ['Name to credit'] }),
]);

const form = (changes: Partial<DonationForm>): DonationForm => ({ ...emptyDonationForm, ...changes });

describe('the amount field', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['5', 500],
    ['0.5', 50],
    ['19.99', 1999],
    ['2.006', 201],
    ['-3', -300],
    ['abc', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(amountCentsOf(text)).toBe(cents);
  });
});

describe('the chosen incentive', () => {
  it('is an option together with its bid war', () => {
    const chosen = chosenIncentive(tree, 'genre:killer');
    expect(chosen?.incentive.title).toBe('Killer sudoku');
    expect(chosen?.parent?.title).toBe('Finale genre');
  });

  it('is none for no choice, a bid war itself, or an incentive that is no longer shown', () => {
    expect(chosenIncentive(tree, null)).toBeNull();
    expect(chosenIncentive(tree, 'genre')).toBeNull();
    expect(chosenIncentive(tree, 'gone')).toBeNull();
  });
});

describe('Checkout', () => {
  it("refuses an option's own minimum when its bid war asks for more", () => {
    const chosen = chosenIncentive(tree, 'genre:killer');
    expect(checkoutErrorsOf(form({ amount: '3', incentiveId: 'genre:killer' }), chosen)).toEqual([
      'The chosen incentive needs a donation of at least $5.00.',
    ]);
    expect(checkoutErrorsOf(form({ amount: '5', incentiveId: 'genre:killer' }), chosen)).toEqual([]);
  });

  it("asks for the chosen incentive's prompts", () => {
    const chosen = chosenIncentive(tree, 'credit');
    expect(checkoutErrorsOf(form({ amount: '1', incentiveId: 'credit' }), chosen)).toEqual([
      'Please answer: Name to credit',
    ]);
  });
});

describe('the order sent to the server', () => {
  it('carries the amount in dollars and only the answers the chosen incentive asks for', () => {
    const filled = form({
      name: ' Ada ',
      amount: '12.5',
      message: 'Go team',
      extraInfo: { 'Name to credit': ' Ada L. ', 'Old question': 'old answer' },
      incentiveId: 'credit',
    });
    expect(donationOrderBody(filled, chosenIncentive(tree, 'credit'))).toEqual({
      name: 'Ada',
      anonymous: false,
      amount: 12.5,
      message: 'Go team',
      extraInfo: { 'Name to credit': 'Ada L.' },
      incentiveID: 'credit',
      suggestedOption: null,
    });
  });

  it('has no incentive and no answers when none is chosen', () => {
    const body = donationOrderBody(form({ amount: '3', extraInfo: { x: 'y' } }), null);
    expect(body).toMatchObject({ amount: 3, extraInfo: {}, incentiveID: null });
  });
});

describe('the name and message', () => {
  it('are sent cleaned, as the server will keep and show them', () => {
    const body = donationOrderBody(
      form({ name: '\u202EAda\u200B\nL.', message: `Hi${'\n'.repeat(9)}!` }),
      null,
    );
    expect(body).toMatchObject({ name: 'Ada L.', message: 'Hi\n\n!' });
  });

  it('sends no name for an anonymous donor, and does not judge the name kept in the field', () => {
    const anonymous = form({ name: 'W'.repeat(99), anonymous: true, amount: '5' });
    expect(donationOrderBody(anonymous, null)).toMatchObject({ name: '', anonymous: true });
    expect(checkoutErrorsOf(anonymous, null)).toEqual([]);
    expect(checkoutErrorsOf({ ...anonymous, anonymous: false }, null)).toEqual([
      'Display name is too long (at most 60 characters).',
    ]);
  });
});
