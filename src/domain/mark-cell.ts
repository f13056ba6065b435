// The bits chat command (docs/product/donations-and-incentives.md, "Bits"): 'Cheer50 !markcell r5c5'. A cheer
// of at least the edition's minimum, sent with !markcell and a row and column, highlights that cell on
// stream.

export interface GridCell {
  /** 1 to the grid size, top to bottom. */
  row: number;
  /** 1 to the grid size, left to right. */
  column: number;
}

export interface MarkCellRules {
  minimumBits: number;
  /** Rows and columns run from 1 to this (9 for a classic sudoku). */
  gridSize: number;
}

export type MarkCellResult =
  | { ok: true; bits: number; cell: GridCell }
  | { ok: false; reason: 'no-command' | 'no-cell' | 'too-few-bits'; bits: number };

// Twitch cheers are words like 'Cheer50' and one message may carry several ('Cheer25 Cheer25'): the
// amounts add up. The 'r' and 'c' of the cell may be upper or lower case.
const cheerPattern = /\bcheer(\d+)\b/gi;
const commandPattern = /(?:^|\s)!markcell(?:\s+r(\d{1,2})c(\d{1,2}))?(?=\s|$)/i;
// A cheermote is a word of letters then only digits: 'Cheer100', 'Kappa50', 'PogChamp5' ('4Head10' is
// Twitch's one emote name with a digit in front). 'r5c5' has a letter after its digits, so it stays.
const cheermotePattern = /^(?:4head|[a-z]+)\d+$/i;

/** The bits of the 'Cheer<n>' words in a message (the demo; Twitch's event says the real amount). */
export function bitsInMessage(message: string): number {
  let bits = 0;
  for (const match of message.matchAll(cheerPattern)) bits += Number(match[1]);
  return bits;
}

/** The cheer's message as the donation shows it: the words without the cheermotes, spaces tidied. */
export function withoutCheermotes(message: string): string {
  return message
    .split(/\s+/)
    .filter((word) => word !== '' && !cheermotePattern.test(word))
    .join(' ');
}

/** What a cheer of `bits` with this message asks for; `bits` is what Twitch says was cheered. */
export function parseMarkCell(message: string, bits: number, rules: MarkCellRules): MarkCellResult {
  const command = commandPattern.exec(message);
  if (!command) return { ok: false, reason: 'no-command', bits };
  const row = Number(command[1]);
  const column = Number(command[2]);
  const onGrid = (n: number) => Number.isInteger(n) && n >= 1 && n <= rules.gridSize;
  if (!onGrid(row) || !onGrid(column)) return { ok: false, reason: 'no-cell', bits };
  if (bits < rules.minimumBits) return { ok: false, reason: 'too-few-bits', bits };
  return { ok: true, bits, cell: { row, column } };
}

/** 'r5c5', the notation puzzle solvers use and the command expects. */
export function cellName(cell: GridCell): string {
  return `r${cell.row}c${cell.column}`;
}
