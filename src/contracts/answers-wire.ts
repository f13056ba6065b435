import { isIsoDateTime, isObject } from './wire-checks';

// Hand readers of the answers every public page with a form reads (wire-checks.ts says why): a refusal,
// a created payment order, a refused capture, and the change notice of the socket. Each reads what its
// schema reads; answers-wire.test.ts holds them to the schemas.

/** errors.ts's apiErrorSchema: the server's sentence of a 4xx. */
export function readApiError(value: unknown): ApiError | undefined {
  return isObject(value) && typeof value.error === 'string' ? { error: value.error } : undefined;
}

/** The 201 answer of both create calls (payment-capture.ts's createdOrderSchema). */
export function readCreatedOrder(value: unknown): { id: string } | undefined {
  return isObject(value) && typeof value.id === 'string' && value.id !== '' ? { id: value.id } : undefined;
}

/** The declined-instrument issue PayPal documents as recoverable with actions.restart(). */
export const instrumentDeclined = 'INSTRUMENT_DECLINED';

// The answers' types, as their schemas give them (answers-wire.test.ts reads the same values).
interface ApiError {
  error: string;
}
interface CaptureError {
  message: string;
  issue?: typeof instrumentDeclined;
}
interface ChangeNotice {
  time: string;
}

/** payment-capture.ts's captureErrorSchema: a capture refused, perhaps because the card was declined. */
export function readCaptureError(value: unknown): CaptureError | undefined {
  if (!isObject(value) || typeof value.message !== 'string') return undefined;
  if (value.issue === undefined) return { message: value.message };
  return value.issue === instrumentDeclined
    ? { message: value.message, issue: instrumentDeclined }
    : undefined;
}

/** change-notice.ts's changeNoticeSchema: only that it came matters; the page reads again. */
export function readChangeNotice(value: unknown): ChangeNotice | undefined {
  return isObject(value) && isIsoDateTime(value.time) ? { time: value.time } : undefined;
}
