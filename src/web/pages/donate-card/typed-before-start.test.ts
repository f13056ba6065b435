import { describe, expect, it } from 'vitest';
import { emptyDonationForm } from './donation-form';
import { type FormFields, typedBeforeStart } from './typed-before-start';

// The fields as the sent page holds them: only what the function reads of each.
const fields = (values: { name?: string; amount?: string; message?: string; anonymous?: boolean }) =>
  ({
    name: { value: values.name ?? '' },
    amount: { value: values.amount ?? '' },
    message: { value: values.message ?? '' },
    anonymous: { checked: values.anonymous ?? false },
  }) as unknown as FormFields;

describe('what was typed before the script took the page over', () => {
  it('becomes the form, the anonymity tick included', () => {
    const typed = typedBeforeStart(
      emptyDonationForm,
      fields({ name: 'Ada', amount: '5', message: 'Hi', anonymous: true }),
    );
    expect(typed).toEqual({ ...emptyDonationForm, name: 'Ada', amount: '5', message: 'Hi', anonymous: true });
  });

  it('changes nothing when the fields already show the form', () => {
    const form = { ...emptyDonationForm, name: 'Ada', amount: '5' };
    expect(typedBeforeStart(form, fields({ name: 'Ada', amount: '5' }))).toBeNull();
    expect(typedBeforeStart(form, { name: null, amount: null, message: null, anonymous: null })).toBeNull();
  });
});
