import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError } from './errors';

const schema = z.strictObject({
  name: z.string().min(1).max(5),
  count: z.number().int().min(1),
  list: z.array(z.string()).max(1),
  when: z.iso.date(),
  kind: z.enum(['a', 'b']),
});
const valid = { name: 'Ada', count: 1, list: [], when: '2024-11-18', kind: 'a' };

function describe_(body: unknown, maxProblems?: number): string {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected a refusal');
  return describeZodError(result.error, maxProblems);
}

describe('describeZodError', () => {
  it('turns each kind of problem into words naming the field', () => {
    expect(describe_({ ...valid, name: '' })).toBe('The request was refused: name must not be empty.');
    expect(describe_({ ...valid, name: 'Adalovelace' })).toBe(
      'The request was refused: name must be at most 5 characters long.',
    );
    expect(describe_({ ...valid, count: 0 })).toBe('The request was refused: count must be at least 1.');
    expect(describe_({ ...valid, list: ['a', 'b'] })).toBe(
      'The request was refused: list must have at most 1 entry.',
    );
    expect(describe_({ ...valid, when: 'tomorrow' })).toBe(
      'The request was refused: when must be a date (YYYY-MM-DD).',
    );
    expect(describe_({ ...valid, kind: 'c' })).toBe('The request was refused: kind must be "a" or "b".');
    expect(describe_({ ...valid, list: [1] })).toBe('The request was refused: list[0] must be text.');
  });

  it('says which fields are missing and which are unexpected', () => {
    const { count: _, ...withoutCount } = valid;
    expect(describe_({ ...withoutCount, extra: 1, more: 2 })).toBe(
      'The request was refused: count is missing; the request has unexpected fields "extra", "more".',
    );
  });

  it('keeps to one sentence when many things are wrong', () => {
    expect(describe_({}, 2)).toBe(
      'The request was refused: name is missing; count is missing (and 3 more problems).',
    );
  });

  it('uses the words of a refinement as they are', () => {
    const refined = z.number().refine((n) => n % 2 === 0, { message: 'The number must be even.' });
    const result = refined.safeParse(3);
    expect(result.success || describeZodError(result.error)).toBe(
      'The request was refused: The number must be even.',
    );
  });
});
