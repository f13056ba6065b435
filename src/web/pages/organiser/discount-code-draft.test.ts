import { describe, expect, it } from 'vitest';
import { codeOfDraft, type DiscountCodeDraft, emptyDiscountCodeDraft } from './discount-code-draft';

const zone = 'America/New_York';
const draft = (changes: Partial<DiscountCodeDraft>): DiscountCodeDraft => ({
  ...emptyDiscountCodeDraft,
  code: 'acme',
  value: '25',
  ...changes,
});

describe('the new discount code form', () => {
  it('sends a percentage with its limits, the end in the edition’s zone', () => {
    expect(
      codeOfDraft(
        draft({
          maxTickets: '2',
          requiresTicketType: 'adult',
          maxUses: '10',
          ends: '2025-03-20T23:59',
          note: ' Acme ',
        }),
        zone,
      ),
    ).toEqual({
      code: {
        code: 'acme',
        percentOff: 25,
        amountOff: null,
        maxTickets: 2,
        requiresTicketType: 'adult',
        maxUses: 10,
        ends: '2025-03-21T03:59:00.000Z',
        note: 'Acme',
      },
    });
  });

  it('sends an amount in dollars, and no limits when they are left empty', () => {
    expect(codeOfDraft(draft({ kind: 'amount', value: '$12.50' }), zone)).toMatchObject({
      code: { percentOff: null, amountOff: 12.5, maxTickets: null, maxUses: null, ends: null },
    });
  });

  it('says what to fix before anything is sent', () => {
    expect(codeOfDraft(draft({ value: '' }), zone)).toEqual({
      error: 'The percentage off must be a whole number from 1 to 100.',
    });
    expect(codeOfDraft(draft({ value: '150' }), zone)).toEqual({
      error: 'The request was refused: percentOff must be at most 100.',
    });
    expect(codeOfDraft(draft({ kind: 'amount', value: 'forty' }), zone)).toEqual({
      error: 'The amount off must be dollars, like 40 or 12.50.',
    });
    expect(codeOfDraft(draft({ maxUses: 'many' }), zone)).toEqual({
      error: 'The number of uses must be a whole number, or empty for no limit.',
    });
    expect(codeOfDraft(draft({ code: 'a b' }), zone)).toEqual({
      error: 'The request was refused: A code is 3 to 32 letters, digits and dashes.',
    });
  });
});
