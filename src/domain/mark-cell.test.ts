import { describe, expect, it } from 'vitest';
import { bitsInMessage, cellName, parseMarkCell, withoutCheermotes } from './mark-cell';

const rules = { minimumBits: 50, gridSize: 9 };
const parse = (message: string) => parseMarkCell(message, bitsInMessage(message), rules);

describe('the !markcell bits command', () => {
  it('marks r5c5 for the documented example', () => {
    expect(parse('Cheer50 !markcell r5c5')).toEqual({ ok: true, bits: 50, cell: { row: 5, column: 5 } });
  });

  it('adds up several cheers in one message', () => {
    expect(bitsInMessage('Cheer25 nice solve Cheer25')).toBe(50);
    expect(parse('Cheer25 Cheer25 !markcell r1c9')).toMatchObject({ ok: true, cell: { row: 1, column: 9 } });
  });

  it('accepts any case and more than the minimum', () => {
    expect(parse('cheer100 !MarkCell R9C1')).toEqual({ ok: true, bits: 100, cell: { row: 9, column: 1 } });
  });

  it('refuses a cheer below the minimum', () => {
    expect(parse('Cheer49 !markcell r5c5')).toEqual({ ok: false, reason: 'too-few-bits', bits: 49 });
    expect(parse('!markcell r5c5')).toEqual({ ok: false, reason: 'too-few-bits', bits: 0 });
  });

  it('needs the command and a cell on the grid', () => {
    expect(parse('Cheer50 great stream')).toMatchObject({ ok: false, reason: 'no-command' });
    expect(parse('Cheer50 !markcell')).toMatchObject({ ok: false, reason: 'no-cell' });
    expect(parse('Cheer50 !markcell r0c5')).toMatchObject({ ok: false, reason: 'no-cell' });
    expect(parse('Cheer50 !markcell r5c10')).toMatchObject({ ok: false, reason: 'no-cell' });
    expect(parse('Cheer50 !markcellr5c5')).toMatchObject({ ok: false, reason: 'no-command' });
  });

  it('takes rows and columns up to the grid size of the puzzle on stream', () => {
    expect(parseMarkCell('!markcell r12c16', 50, { minimumBits: 50, gridSize: 16 })).toMatchObject({
      ok: true,
      cell: { row: 12, column: 16 },
    });
    expect(parseMarkCell('!markcell r7c1', 50, { minimumBits: 50, gridSize: 6 })).toMatchObject({
      ok: false,
      reason: 'no-cell',
    });
  });

  it('names a cell the way solvers write it', () => {
    expect(cellName({ row: 5, column: 5 })).toBe('r5c5');
  });
});

describe('the message a cheer donation shows', () => {
  it('leaves out the cheermotes and keeps the words and the command', () => {
    expect(withoutCheermotes('Cheer100 Go team! Kappa50 !markcell r5c5')).toBe('Go team! !markcell r5c5');
    expect(withoutCheermotes('Cheer1 4Head10')).toBe('');
  });
});
