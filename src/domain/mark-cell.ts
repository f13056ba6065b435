// The bits chat command (docs/product/donations-and-incentives.md, "Bits"): 'Cheer50 !markcell r5c5'. A cheer
// of at least the edition's minimum, sent with !markcell and a row and column, highlights that cell on
// stream.

export interface GridCell {
  /** 1 to 9, top to bottom. */
  row: number;
  /** 1 to 9, left to right. */
  column: number;
}

export type MarkCellResult =
  | { ok: true; bits: number; cell: GridCell }
  | { ok: false; reason: 'no-command' | 'no-cell' | 'too-few-bits'; bits: number };

// Twitch cheers are words like 'Cheer50' and one message may carry several ('Cheer25 Cheer25'): the
// amounts add up. The 'r' and 'c' of the cell may be upper or lower case.
const cheerPattern = /\bcheer(\d+)\b/gi;
const commandPattern = /(?:^|\s)!markcell(?:\s+r([1-9])c([1-9]))?(?=\s|$)/i;

export function bitsInMessage(message: string): number {
  let bits = 0;
  for (const match of message.matchAll(cheerPattern)) bits += Number(match[1]);
  return bits;
}

export function parseMarkCell(message: string, minimumBits: number): MarkCellResult {
  const bits = bitsInMessage(message);
  const command = commandPattern.exec(message);
  if (!command) return { ok: false, reason: 'no-command', bits };
  if (!command[1] || !command[2]) return { ok: false, reason: 'no-cell', bits };
  if (bits < minimumBits) return { ok: false, reason: 'too-few-bits', bits };
  return { ok: true, bits, cell: { row: Number(command[1]), column: Number(command[2]) } };
}

/** 'r5c5', the notation puzzle solvers use and the command expects. */
export function cellName(cell: GridCell): string {
  return `r${cell.row}c${cell.column}`;
}
