import { describe, expect, it } from 'vitest';
import { createTicketOrderSchema } from '../../../contracts/tickets';
import { discountStatus } from '../../../domain/tickets/pricing';
import { specInPersonPricing } from '../../../domain/tickets/test-fixtures';
import {
  emptyInPersonForm,
  type InPersonForm,
  inPersonFormProblems,
  inPersonOrderBody,
  type PhoneTools,
  withCounts,
} from './in-person-order';
import * as phoneKit from './phone-kit';

/** The Checkout error sentences the page lists, with no word from the server on the code. */
const inPersonFormErrors = (form: InPersonForm, codes: typeof presenter, phone: PhoneTools) =>
  inPersonFormProblems(form, codes, null, phone).map((problem) => problem.message);

// The rule the server described for the typed code.
const oneAdult = { adult: 1, child: 0, student: 0, unwaged: 0 };
const presenter = [discountStatus(oneAdult, 'PRESENTER', specInPersonPricing.discountCodes).discount!];

function filledForm(): InPersonForm {
  const form = withCounts(emptyInPersonForm, { adult: 1, child: 1, student: 0, unwaged: 0 });
  return {
    ...form,
    info: {
      ...form.info,
      names: ['Ada Adult', 'Cy Child'],
      phone: '020 7946 0958',
      email: 'ada@example.com',
    },
    phoneCountry: 'GB',
    discount: 'presenter',
  };
}

describe('the order the in-person page sends', () => {
  it('carries the phone in international form, read with the chosen country', () => {
    expect(inPersonOrderBody(filledForm(), presenter, phoneKit).info.phone).toBe('+442079460958');
  });

  it('carries the total after the discount, in dollars', () => {
    // 140 + 10 - 40
    expect(inPersonOrderBody(filledForm(), presenter, phoneKit).amount).toBe(110);
  });

  it('is accepted by the contract of POST /api/tickets/create', () => {
    const parsed = createTicketOrderSchema.parse(inPersonOrderBody(filledForm(), presenter, phoneKit));
    expect(parsed).toMatchObject({ kind: 'in-person', amountCents: 11000, discount: 'presenter' });
  });

  it('is checked with the phone country the buyer chose', () => {
    expect(inPersonFormErrors(filledForm(), presenter, phoneKit)).toEqual([]);
    expect(inPersonFormErrors({ ...filledForm(), phoneCountry: 'US' }, presenter, phoneKit)).toEqual([
      'Must enter a valid phone number.',
    ]);
  });

  it('does not send, nor check, details the buyer answered No to', () => {
    const form = filledForm();
    const withdrawn = {
      ...form,
      info: { ...form.info, dietaryRestrictions: false, dietaryRestrictionsDetails: 'x'.repeat(2000) },
    };
    expect(inPersonOrderBody(withdrawn, presenter, phoneKit).info.dietaryRestrictionsDetails).toBe('');
    expect(inPersonFormErrors(withdrawn, presenter, phoneKit)).toEqual([]);
    const kept = { ...withdrawn, info: { ...withdrawn.info, dietaryRestrictions: true } };
    expect(inPersonFormErrors(kept, presenter, phoneKit)).toEqual([
      'Dietary Restrictions is too long (at most 1,000 characters).',
    ]);
  });

  it('lists a discount code that could not be checked, at the code', () => {
    const failed = {
      kind: 'failed' as const,
      message: 'The discount code could not be checked. Please try again.',
    };
    expect(inPersonFormProblems(filledForm(), presenter, failed, phoneKit)).toEqual([
      { field: 'discount', message: 'The discount code could not be checked. Please try again.' },
    ]);
  });

  it('keeps the names already typed when the counts change', () => {
    const form = filledForm();
    expect(withCounts(form, { adult: 1, child: 0, student: 0, unwaged: 0 }).info.names).toEqual([
      'Ada Adult',
    ]);
    expect(withCounts(form, { adult: 2, child: 1, student: 0, unwaged: 0 }).info.names).toEqual([
      'Ada Adult',
      'Cy Child',
      '',
    ]);
  });
});

describe('the in-person form before the phone check has loaded', () => {
  it('checks the rest and keeps the number as typed, leaving the number itself for the check', () => {
    const form = { ...filledForm(), phoneCountry: 'US' as const };
    expect(inPersonFormErrors(form, presenter, null)).toEqual([]);
    expect(inPersonFormErrors(form, presenter, phoneKit)).toEqual(['Must enter a valid phone number.']);
    expect(inPersonOrderBody(form, presenter, null).info.phone).toBe('020 7946 0958');
  });
});
