import { describe, expect, it } from 'vitest';
import { type CounterTyping, leaveCounter, startTyping, typeInCounter } from './counter-typing';
import { MAX_TICKETS_PER_ORDER } from './counts';

/** The buyer selects the field's text and types `text` over it key by key: the field after each key. */
function typeKeyByKey(count: number, text: string, max?: number): CounterTyping[] {
  let typing = startTyping(count);
  return [...text].map((_key, index) => {
    typing = typeInCounter(typing, text.slice(0, index + 1), max);
    return typing;
  });
}

const countsOf = (steps: CounterTyping[]) => steps.map((step) => step.count);
const shownOf = (steps: CounterTyping[]) => steps.map((step) => step.draft ?? String(step.count));

describe('typing into a ticket counter, key by key', () => {
  it('keeps the count through "1.5": only the "1" on the way reads as a count, and the end leaves it at 2', () => {
    const steps = typeKeyByKey(2, '1.5');
    expect(countsOf(steps)).toEqual([1, 2, 2]);
    expect(shownOf(steps)).toEqual(['1', '1.', '1.5']);
  });

  it('keeps a count typed a moment earlier through "1.5" typed over it', () => {
    let typing = typeInCounter(startTyping(0), '2');
    for (const typed of ['1', '1.', '1.5']) typing = typeInCounter(typing, typed);
    expect(typing).toEqual({ before: 2, count: 2, draft: '1.5' });
  });

  it('keeps the count through "1e3" (never 13 nor 1000)', () => {
    const steps = typeKeyByKey(2, '1e3');
    expect(countsOf(steps)).toEqual([1, 2, 2]);
    expect(shownOf(steps)).toEqual(['1', '1e', '1e3']);
  });

  it('keeps the count through "-3" (never 3)', () => {
    const steps = typeKeyByKey(2, '-3');
    expect(countsOf(steps)).toEqual([2, 2]);
    expect(shownOf(steps)).toEqual(['-', '-3']);
  });

  it('takes a whole number as it grows', () => {
    expect(countsOf(typeKeyByKey(0, '12'))).toEqual([1, 12]);
    expect(countsOf(typeKeyByKey(3, ' 4 '))).toEqual([3, 4, 4]);
  });

  it('ignores text that is not a number', () => {
    expect(countsOf(typeKeyByKey(1, 'two'))).toEqual([1, 1, 1]);
  });

  it('lowers a number above what the order may still take', () => {
    expect(countsOf(typeKeyByKey(0, '1000000000000')).at(-1)).toBe(MAX_TICKETS_PER_ORDER);
    expect(countsOf(typeKeyByKey(0, '9', 4))).toEqual([4]);
  });
});

describe('emptying a ticket counter', () => {
  it('keeps the count while the field is empty, so "2" can be typed over "1"', () => {
    let typing = typeInCounter(startTyping(1), '');
    expect(typing).toMatchObject({ count: 1, draft: '' });
    typing = typeInCounter(typing, '2');
    expect(typing).toMatchObject({ count: 2, draft: null });
  });

  it('makes the count 0 only when the buyer leaves the empty field', () => {
    const emptied = typeInCounter(startTyping(3), '');
    expect(emptied.count).toBe(3);
    expect(leaveCounter(emptied)).toEqual({ before: 0, count: 0, draft: null });
  });

  it('shows the count again when the buyer leaves a field that is not a whole number', () => {
    const typed = typeKeyByKey(2, '1.5').at(-1) as CounterTyping;
    expect(leaveCounter(typed)).toEqual({ before: 2, count: 2, draft: null });
  });

  it('judges the next round of typing against the count the buyer left', () => {
    const left = leaveCounter(typeKeyByKey(2, '5').at(-1) as CounterTyping);
    expect(countsOf(typeKeyByKey(left.count, '-'))).toEqual([5]);
  });
});
