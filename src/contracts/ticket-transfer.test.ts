import { describe, expect, it } from 'vitest';
import { badgeSearchResponseSchema, checkInRefusedSchema } from './check-in';
import { deskTransferSchema } from './order-desk';
import { orderTransferSchema } from './order-page';

// The wire shapes of passing a ticket on (docs/product/order-page-and-retention.md, "Passing a ticket on").

describe('the transfer’s wire shapes', () => {
  it('reads a badge code as typed from paper, and leaves the name and address to the domain’s rules', () => {
    expect(orderTransferSchema.parse({ badge: ' k7qm2p ', name: ' Cy ', email: 'cy@example.com' })).toEqual({
      badge: 'K7QM2P',
      name: ' Cy ',
      email: 'cy@example.com',
    });
  });

  it('refuses a body with a field the page never sends, or without a badge', () => {
    expect(
      orderTransferSchema.safeParse({ badge: 'K7QM2P', name: 'Cy', email: 'c@x.org', amount: 0 }).success,
    ).toBe(false);
    expect(orderTransferSchema.safeParse({ badge: ' ', name: 'Cy', email: 'c@x.org' }).success).toBe(false);
    expect(deskTransferSchema.safeParse({ code: 'K7QM2P', name: 'Cy' }).success).toBe(false);
  });

  it('lets the door say a code was transferred, without naming a badge', () => {
    expect(
      checkInRefusedSchema.parse({ error: 'Code K7QM2P was transferred…', reason: 'transferred' }),
    ).toEqual({
      error: 'Code K7QM2P was transferred…',
      reason: 'transferred',
    });
    const search = badgeSearchResponseSchema.parse({
      badges: [],
      more: false,
      transferred: { code: 'K7QM2P', error: 'Code K7QM2P was transferred…' },
    });
    expect(search.transferred?.code).toBe('K7QM2P');
  });
});
