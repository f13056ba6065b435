import { describe, expect, it } from 'vitest';
import { createTicketOrderSchema } from '../../../contracts/tickets';
import { emptyLivestreamOrder, livestreamOrderBody, withLivestreamCounts } from './livestream-order';

describe('the order the livestream page sends', () => {
  const order = {
    ...withLivestreamCounts(emptyLivestreamOrder, { adult: 1, student: 1, unwaged: 0 }),
    info: { names: ['ada@example.com', 'sam@example.com'] },
  };

  it('is a stream order with no discount code and the total in dollars', () => {
    expect(livestreamOrderBody(order)).toMatchObject({ type: 'stream', discount: '', amount: 40 });
  });

  it('is accepted by the contract of POST /api/tickets/create', () => {
    expect(createTicketOrderSchema.parse(livestreamOrderBody(order))).toMatchObject({
      kind: 'livestream',
      amountCents: 4000,
    });
  });

  it('keeps the addresses already typed when the counts change', () => {
    expect(withLivestreamCounts(order, { adult: 0, student: 0, unwaged: 0 }).info.names).toEqual([
      'ada@example.com',
    ]);
    expect(withLivestreamCounts(order, { adult: 2, student: 1, unwaged: 0 }).info.names).toEqual([
      'ada@example.com',
      'sam@example.com',
      '',
    ]);
  });
});
