import { describe, expect, it } from 'vitest';
import { type CsvValue, toCsv } from './csv';

/** The one cell of a one-cell file, as the badge-list export writes it. */
function csvCell(value: CsvValue): string {
  const file = toCsv([[value]]);
  expect(file.endsWith('\r\n')).toBe(true);
  return file.slice(0, -2);
}

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
    // A tab is a separator too, so the cell is also quoted.
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
  });

  it('leaves numbers alone, negative ones included, and names that merely contain a sign', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('Mary-Jane')).toBe('Mary-Jane');
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
  });
});

describe('CSV opened by a spreadsheet that splits on another separator', () => {
  it('quotes a cell holding a semicolon, tab or pipe', () => {
    expect(csvCell('Lang; Theo')).toBe('"Lang; Theo"');
    expect(csvCell('a|b')).toBe('"a|b"');
  });

  it('neutralises a formula that would start after a separator', () => {
    expect(csvCell(';=1+1')).toBe(`";'=1+1"`);
    expect(csvCell('Ada;=HYPERLINK("x")')).toBe(`"Ada;'=HYPERLINK(""x"")"`);
    expect(csvCell('Ada|@SUM(A1)')).toBe(`"Ada|'@SUM(A1)"`);
    expect(csvCell('Ada,-2+3')).toBe(`"Ada,'-2+3"`);
  });

  it('leaves a separator followed by ordinary text as it was, only quoted', () => {
    expect(csvCell('Quist;Mara')).toBe('"Quist;Mara"');
  });
});
