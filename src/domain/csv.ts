// CSV for spreadsheets (RFC 4180), safe to open in Excel, LibreOffice or Google Sheets.

export type CsvValue = string | number | boolean | null;

// A cell starting with one of these is read as a formula by spreadsheet programs, so a badge name
// like '=HYPERLINK(...)' would run when an organiser opens the file (OWASP "CSV injection"). A leading
// apostrophe makes it plain text and is not shown.
const formulaStart = /^[=+\-@\t\r]/;
// Spreadsheets guess the separator (comma, semicolon, tab, pipe), and one that guesses ';' splits
// 'a;=1+1' into a second cell that starts a formula: a formula start after any separator is
// neutralised the same way, and a cell holding any separator is quoted.
const formulaAfterSeparator = /([,;\t|])(?=[=+\-@\t\r])/g;
const needsQuotes = /[",;\t|\r\n]|^\s|\s$/;

/**
 * One cell: neutralised if it could be a formula, quoted if it holds a separator, quote or line break.
 */
function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string') {
    text = text.replace(formulaAfterSeparator, "$1'");
    if (formulaStart.test(text)) text = `'${text}`;
  }
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, as RFC 4180 and spreadsheet programs expect, ending with a line break. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
