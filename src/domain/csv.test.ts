import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV for the badge list', () => {
  it('writes plain values as they are', () => {
    expect(
      toCsv([
        ['Code', 'Name', 'Late'],
        ['K3XW9A', 'Ada Solver', true],
        ['7', 12, null],
      ]),
    ).toBe('Code,Name,Late\r\nK3XW9A,Ada Solver,true\r\n7,12,\r\n');
  });

  it('quotes a cell holding a comma, a quote or a line break', () => {
    expect(csvCell('Quist, Mara')).toBe('"Quist, Mara"');
    expect(csvCell('Theo "The Setter" Lang')).toBe('"Theo ""The Setter"" Lang"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('keeps a name that a spreadsheet would run as a formula from running', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('leaves numbers alone, negative ones included, and names that merely contain a sign', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('Mary-Jane')).toBe('Mary-Jane');
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
  });
});
