import { describe, expect, it } from 'vitest';
import { validInPersonInfo } from '../domain/tickets/test-fixtures';
import { describeZodError } from './errors';
import { createTicketOrderSchema, ticketRecordSchema, ticketRecordToWire } from './tickets';

const inPersonBody = () => ({
  tickets: { adult: 1, child: 1, student: 0, unwaged: 0 },
  info: validInPersonInfo({
    names: ['Ada Lovelace', 'Grace Hopper'],
    dietaryRestrictions: true,
    dietaryRestrictionsDetails: 'Vegetarian',
    volunteer: true,
  }),
  discount: 'sponsor',
  amount: 75,
});

const streamBody = () => ({
  tickets: { adult: 1, student: 0, unwaged: 1 },
  info: { names: ['a@example.com', 'b@example.com'] },
  discount: '',
  amount: 40,
  type: 'stream',
});

/** The { error } sentence the route would answer, or null when the body is accepted. */
function refusal(body: unknown): string | null {
  const result = createTicketOrderSchema.safeParse(body);
  return result.success ? null : describeZodError(result.error);
}

describe('POST /api/tickets/create body', () => {
  it('reads an in-person order with its amount in cents', () => {
    expect(createTicketOrderSchema.parse(inPersonBody())).toEqual({
      kind: 'in-person',
      tickets: inPersonBody().tickets,
      info: inPersonBody().info,
      discount: 'sponsor',
      amountCents: 7500,
    });
  });

  it('reads a livestream order by its type', () => {
    expect(createTicketOrderSchema.parse(streamBody())).toEqual({
      kind: 'livestream',
      tickets: streamBody().tickets,
      info: streamBody().info,
      amountCents: 4000,
    });
  });

  it('reads cents exactly from amounts with two decimals', () => {
    expect(createTicketOrderSchema.parse({ ...inPersonBody(), amount: 19.99 }).amountCents).toBe(1999);
    expect(createTicketOrderSchema.parse({ ...inPersonBody(), amount: 0.3 }).amountCents).toBe(30);
  });

  it('trims the spaces around typed text', () => {
    const body = inPersonBody();
    body.info.names = ['  Ada ', 'Grace'];
    body.info.email = ' ada@example.com ';
    const order = createTicketOrderSchema.parse(body);
    expect(order.info.names[0]).toBe('Ada');
    expect(order.kind === 'in-person' && order.info.email).toBe('ada@example.com');
  });

  it('refuses an extra field', () => {
    expect(refusal({ ...inPersonBody(), paid: true })).toBe(
      'The request was refused: the request has an unexpected field "paid".',
    );
    const info = { ...inPersonBody().info, admin: true };
    expect(refusal({ ...inPersonBody(), info })).toContain('info has an unexpected field "admin"');
  });

  it('refuses a __proto__ key', () => {
    const body = JSON.parse(`{"__proto__": {"admin": true}, ${JSON.stringify(inPersonBody()).slice(1)}`);
    expect(refusal(body)).toContain('unexpected field "__proto__"');
  });

  it.each([
    ['a negative count', -1, 'tickets.adult must be at least 0'],
    ['a fractional count', 1.5, 'tickets.adult must be a whole number'],
    ['a huge count', 1e12, 'tickets.adult must be at most 50'],
    ['NaN', Number.NaN, 'tickets.adult must be a number'],
    ['Infinity', Number.POSITIVE_INFINITY, 'tickets.adult must be a number'],
    ['a string', '1', 'tickets.adult must be a number'],
  ])('refuses %s as a count', (_, adult, message) => {
    expect(refusal({ ...inPersonBody(), tickets: { ...inPersonBody().tickets, adult } })).toContain(message);
  });

  it.each([
    ['negative', -75, 'amount must be at least 0'],
    ['with three decimals', 75.001, 'An amount must have at most 2 decimals'],
    ['a string', '75', 'amount must be a number'],
    ['huge', 1e300, 'amount must be at most 1000000'],
    ['missing', undefined, 'amount is missing'],
  ])('refuses an amount that is %s', (_, amount, message) => {
    expect(refusal({ ...inPersonBody(), amount })).toContain(message);
  });

  it('refuses an order of more than 50 tickets in all', () => {
    const tickets = { adult: 20, child: 20, student: 20, unwaged: 0 };
    const info = { ...inPersonBody().info, names: Array(50).fill('A') };
    expect(refusal({ ...inPersonBody(), tickets, info })).toContain('An order can hold at most 50 tickets');
  });

  it('refuses a names list that does not hold one entry per ticket', () => {
    const info = { ...inPersonBody().info, names: ['Ada'] };
    expect(refusal({ ...inPersonBody(), info })).toContain('2 expected, 1 sent');
    const stream = { ...streamBody(), info: { names: ['a@example.com', 'b@example.com', 'c@example.com'] } };
    expect(refusal(stream)).toContain('2 expected, 3 sent');
  });

  it('lets an order without tickets through to the documented message with its single empty name', () => {
    const tickets = { adult: 0, child: 0, student: 0, unwaged: 0 };
    const info = { ...inPersonBody().info, names: [''] };
    expect(refusal({ ...inPersonBody(), tickets, info, amount: 0 })).toBeNull();
  });

  it('leaves the lengths of what the buyer typed to the order check, which names the field as the page does', () => {
    // checkInPersonOrder answers 'Name on Badge (Adult 1) is too long (at most 100 characters).'
    // (src/domain/tickets/validation.ts); the schema would only say where in the body it was.
    const info = {
      ...inPersonBody().info,
      names: ['x'.repeat(5000), 'Grace'],
      email: `${'x'.repeat(250)}@example.com`,
      dietaryRestrictionsDetails: 'x'.repeat(1001),
    };
    expect(refusal({ ...inPersonBody(), info, discount: 'X'.repeat(33) })).toBeNull();
  });

  it('refuses a box that is not true or false', () => {
    const info = { ...inPersonBody().info, volunteer: 'yes' };
    expect(refusal({ ...inPersonBody(), info })).toContain('info.volunteer must be true or false');
  });

  it('refuses a missing info field', () => {
    const { dinner: _, ...info } = inPersonBody().info;
    expect(refusal({ ...inPersonBody(), info })).toBe('The request was refused: info.dinner is missing.');
  });

  it('refuses an unknown order type', () => {
    expect(refusal({ ...streamBody(), type: 'vip' })).toBe(
      'The request was refused: type must be "stream" or left out.',
    );
  });

  it('refuses a discount code on a livestream order', () => {
    expect(refusal({ ...streamBody(), discount: 'SPONSOR' })).toContain(
      'Discount codes apply to in-person tickets only',
    );
  });

  it('refuses a child ticket on a livestream order', () => {
    expect(refusal({ ...streamBody(), tickets: { ...streamBody().tickets, child: 1 } })).toContain(
      'tickets has an unexpected field "child"',
    );
  });

  it('refuses a body that is not an object', () => {
    expect(refusal('tickets')).not.toBeNull();
    expect(refusal(null)).not.toBeNull();
    expect(refusal([])).not.toBeNull();
  });
});

describe('ticket records on the wire', () => {
  it('carry the amount in dollars and the time as an ISO string', () => {
    const wire = ticketRecordToWire({
      id: 7,
      count: 2,
      amountCents: 15050,
      stream: false,
      timeMs: Date.UTC(2025, 2, 1, 12),
    });
    expect(wire).toEqual({ id: 7, count: 2, amount: 150.5, stream: false, time: '2025-03-01T12:00:00.000Z' });
    expect(ticketRecordSchema.parse(wire)).toEqual(wire);
  });

  it('are refused without a time', () => {
    expect(ticketRecordSchema.safeParse({ id: 1, count: 1, amount: 30, stream: true }).success).toBe(false);
  });
});
