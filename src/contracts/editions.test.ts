import { describe, expect, it } from 'vitest';
import { editionCreateSchema, editionEditSchema, editionReadBodySchema, pricesToWire } from './editions';
import { orderPageBodySchema } from './organiser-paging';
import { readQuerySchema } from './organiser-read';

describe('editions on the wire', () => {
  it('take a next edition only with dates that end after they start, and say why', () => {
    const body = { year: 2026, startsAt: '2026-04-02T09:00:00-04:00', endsAt: '2026-04-05T23:00:00-04:00' };
    expect(editionCreateSchema.parse(body)).toEqual(body);
    const copies = { ...body, copySchedule: true, copyIncentives: true };
    expect(editionCreateSchema.parse(copies)).toEqual(copies);
    const backwards = editionCreateSchema.safeParse({ ...body, endsAt: '2026-04-01T09:00:00-04:00' });
    expect(backwards.error?.issues.map((issue) => issue.message)).toEqual([
      'The edition must end after it starts.',
    ]);
    expect(editionCreateSchema.parse({ ...body, copySchedule: true, copyIncentives: true })).toEqual({
      ...body,
      copySchedule: true,
      copyIncentives: true,
    });
    expect(editionCreateSchema.safeParse({ ...body, copyIncentives: 'yes' }).success).toBe(false);
    const vague = editionCreateSchema.safeParse({ ...body, startsAt: 'next April' });
    expect(vague.error?.issues[0]?.message).toMatch(/such as 2026-04-02T09:00:00-04:00/);
    expect(editionCreateSchema.safeParse({ ...body, year: 2026.5 }).success).toBe(false);
  });

  it('read edited prices in dollars into cents and give them back as dollars', () => {
    const prices = {
      inPerson: { adult: 150.5, child: 10, student: 10, unwaged: 0 },
      livestream: { adult: 30, student: 10, unwaged: 10 },
    };
    const edit = editionEditSchema.parse({ prices });
    expect(edit.prices?.inPerson.adult).toBe(15050);
    if (!edit.prices) throw new Error('prices were dropped');
    expect(pricesToWire(edit.prices)).toEqual(prices);
    expect(editionEditSchema.safeParse({ prices: { ...prices, livestream: { adult: -1 } } }).success).toBe(
      false,
    );
    expect(editionEditSchema.safeParse({ inPersonCapacity: 0 }).success).toBe(false);
    expect(editionEditSchema.parse({ inPersonCapacity: null, salesCloseAt: null })).toEqual({
      inPersonCapacity: null,
      salesCloseAt: null,
    });
  });

  it('name the edition a dashboard list shows by its id, or leave it out for the current one', () => {
    expect(editionReadBodySchema.parse({ pass: 'x' })).toEqual({ pass: 'x' });
    expect(editionReadBodySchema.parse({ edition: 2 })).toEqual({ edition: 2 });
    for (const edition of [0, -1, 2.5, '2', null]) {
      expect(editionReadBodySchema.safeParse({ edition }).success, String(edition)).toBe(false);
    }
    expect(orderPageBodySchema.parse({ edition: 1, search: ' Ada ', limit: 11 })).toEqual({
      edition: 1,
      search: 'Ada',
      limit: 11,
    });
    // From a GET's query string the id arrives as text and is read as JSON.
    expect(readQuerySchema(editionReadBodySchema).parse({ edition: '3' })).toEqual({ edition: 3 });
    expect(readQuerySchema(orderPageBodySchema).parse({ edition: '3', search: '2025' })).toEqual({
      edition: 3,
      search: '2025',
    });
    expect(readQuerySchema(editionReadBodySchema).safeParse({ edition: 'last' }).success).toBe(false);
  });
});
