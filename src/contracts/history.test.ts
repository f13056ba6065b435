import { describe, expect, it } from 'vitest';
import { historyRequestSchema } from './history';

describe('history request { after }', () => {
  it('reads a date as midnight UTC', () => {
    expect(historyRequestSchema.parse({ after: '2024-11-18' })).toEqual({ after: Date.UTC(2024, 10, 18) });
  });

  it('reads an ISO date and time with its offset', () => {
    expect(historyRequestSchema.parse({ after: '2024-11-18T10:00:00-05:00' })).toEqual({
      after: Date.UTC(2024, 10, 18, 15),
    });
  });

  it.each(['yesterday', '2024-13-01', '', 20241118, null])('refuses %j', (after) => {
    expect(historyRequestSchema.safeParse({ after }).success).toBe(false);
  });

  it('refuses extra fields', () => {
    expect(historyRequestSchema.safeParse({ after: '2024-11-18', limit: 5 }).success).toBe(false);
  });
});
