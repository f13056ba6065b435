// Hand-written readers for the /markcell overlay's wire shapes: GET /api/markcell
// (cellMarksResponseSchema) and the socket's 'cell-marked' (cellMarkSchema) and 'cell-marks-cleared'
// (changeNoticeSchema) events. Like the progress overlay (src/contracts/progress-wire.ts), an OBS
// browser source takes no zod; markcell-wire.test.ts holds these readers to the contract schemas.

export interface OverlayMark {
  id: number;
  /** 'r5c5'. */
  cell: string;
  name: string;
  bits: number;
  /** When it stops glowing, on this page's performance.now() clock. */
  endsAt: number;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A mark as sent, its remaining time counted from `receivedAt` (the server's clock never matters). */
export function readCellMark(value: unknown, receivedAt: number): OverlayMark | undefined {
  if (!isObject(value)) return undefined;
  const { id, cell, name, bits, remainingMs } = value;
  if (!Number.isSafeInteger(id) || typeof cell !== 'string' || !/^r\d{1,2}c\d{1,2}$/.test(cell))
    return undefined;
  if (typeof name !== 'string' || !isCount(bits) || !isCount(remainingMs)) return undefined;
  return { id: id as number, cell, name, bits, endsAt: receivedAt + remainingMs };
}

export function readCellMarks(value: unknown, receivedAt: number): OverlayMark[] | undefined {
  if (!isObject(value) || !Array.isArray(value.marks)) return undefined;
  const marks = value.marks.map((mark) => readCellMark(mark, receivedAt));
  return marks.every((mark) => mark !== undefined) ? (marks as OverlayMark[]) : undefined;
}

export function readClearedNotice(value: unknown): true | undefined {
  return isObject(value) && typeof value.time === 'string' ? true : undefined;
}
