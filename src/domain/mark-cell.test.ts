import { describe, expect, it } from 'vitest';
import { bitsInMessage, cellName, parseMarkCell } from './mark-cell';

describe('the !markcell bits command', () => {
  it('marks r5c5 for the documented example', () => {
    expect(parseMarkCell('Cheer50 !markcell r5c5', 50)).toEqual({
      ok: true,
      bits: 50,
      cell: { row: 5, column: 5 },
    });
  });

  it('adds up several cheers in one message', () => {
    expect(bitsInMessage('Cheer25 nice solve Cheer25')).toBe(50);
    expect(parseMarkCell('Cheer25 Cheer25 !markcell r1c9', 50)).toMatchObject({
      ok: true,
      cell: { row: 1, column: 9 },
    });
  });

  it('accepts any case and more than the minimum', () => {
    expect(parseMarkCell('cheer100 !MarkCell R9C1', 50)).toEqual({
      ok: true,
      bits: 100,
      cell: { row: 9, column: 1 },
    });
  });

  it('refuses a cheer below the minimum', () => {
    expect(parseMarkCell('Cheer49 !markcell r5c5', 50)).toEqual({
      ok: false,
      reason: 'too-few-bits',
      bits: 49,
    });
    expect(parseMarkCell('!markcell r5c5', 50)).toEqual({ ok: false, reason: 'too-few-bits', bits: 0 });
  });

  it('needs the command and a cell on the grid', () => {
    expect(parseMarkCell('Cheer50 great stream', 50)).toMatchObject({ ok: false, reason: 'no-command' });
    expect(parseMarkCell('Cheer50 !markcell', 50)).toMatchObject({ ok: false, reason: 'no-cell' });
    expect(parseMarkCell('Cheer50 !markcell r0c5', 50)).toMatchObject({ ok: false, reason: 'no-cell' });
    expect(parseMarkCell('Cheer50 !markcell r5c10', 50)).toMatchObject({ ok: false, reason: 'no-cell' });
    expect(parseMarkCell('Cheer50 !markcellr5c5', 50)).toMatchObject({ ok: false, reason: 'no-command' });
  });

  it('names a cell the way solvers write it', () => {
    expect(cellName({ row: 5, column: 5 })).toBe('r5c5');
  });
});
