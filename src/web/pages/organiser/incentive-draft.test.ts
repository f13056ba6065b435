import { describe, expect, it } from 'vitest';
import { incentive as testIncentive } from '../../../domain/incentives/test-incentives';
import { draftOfIncentive, fieldsOfDraft, newIncentiveDraft } from './incentive-draft';

const boston = 'America/New_York';

const incentive = testIncentive('finale-genre:thermo', {
  title: 'Thermometer sudoku',
  goalCents: 150_050,
  raisedCents: 1200,
  expiresMs: Date.parse('2025-04-12T20:00:00Z'),
  minDonationCents: 1000,
  infoNeeded: ['Your name', 'Your city'],
  hidden: true,
});

describe('the incentive editor form', () => {
  it('shows an incentive in dollars, Boston time and one prompt per line, and saves it back unchanged', () => {
    const draft = draftOfIncentive(incentive, boston);
    expect(draft).toMatchObject({
      parent: 'finale-genre',
      goal: '1500.50',
      min_donation: '10.00',
      expires: '2025-04-12T16:00',
      info_needed: 'Your name\nYour city',
    });
    expect(fieldsOfDraft(draft, boston)).toEqual({
      fields: {
        type: 'others',
        title: 'Thermometer sudoku',
        name: '',
        author: '',
        description: '',
        image: '',
        link: '',
        goal: 1500.5,
        expires: '2025-04-12T20:00:00.000Z',
        min_donation: 10,
        info_needed: ['Your name', 'Your city'],
        disabled: false,
        hidden: true,
        accepts_suggestions: false,
      },
    });
  });

  it('reads empty money and expiry as none', () => {
    const result = fieldsOfDraft({ ...newIncentiveDraft(), title: 'Shout-out' }, boston);
    expect(result).toMatchObject({
      fields: { goal: null, min_donation: null, expires: null, info_needed: [] },
    });
  });

  it('says what to fix', () => {
    expect(fieldsOfDraft(newIncentiveDraft(), boston)).toEqual({ error: 'Give the incentive a title.' });
    expect(fieldsOfDraft({ ...newIncentiveDraft(), title: 'X', goal: 'lots' }, boston)).toEqual({
      error: 'The goal must be an amount in dollars, like 25 or 12.50.',
    });
  });
});
