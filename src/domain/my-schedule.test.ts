import { describe, expect, it } from 'vitest';
import { entriesParam, myScheduleMostEntries, readEntriesParam } from './my-schedule';

describe('the feed address of my schedule', () => {
  it('writes each starred entry once, in order, and reads it back', () => {
    const param = entriesParam([12, 3, 12, 7]);
    expect(param).toBe('3,7,12');
    expect(readEntriesParam(param)).toEqual([3, 7, 12]);
    expect(readEntriesParam('9,2,9')).toEqual([2, 9]);
  });

  it('refuses what no page writes: empty parts, signs, words, zero, and too many', () => {
    for (const text of ['', '1,,2', '-1', '1.5', 'a', '0', '1, 2', '12345678901']) {
      expect(readEntriesParam(text), text).toBeUndefined();
    }
    const many = Array.from({ length: myScheduleMostEntries + 1 }, (_, index) => index + 1);
    expect(readEntriesParam(many.join(','))).toBeUndefined();
    expect(readEntriesParam(many.slice(1).join(','))).toHaveLength(myScheduleMostEntries);
  });
});
