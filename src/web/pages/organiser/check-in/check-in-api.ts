import {
  alreadyCheckedInSchema,
  type CheckInRefusal,
  checkInRefusedSchema,
  checkInResponseSchema,
  type DoorBadge,
} from '../../../../contracts/check-in';
import { apiErrorSchema } from '../../../../contracts/errors';
import { endOrganiserSession } from '../organiser-session';

// POST /api/organiser/check-in, read by status (docs/product/organisers.md, "Check-in at the door"): its
// 409 and 404 carry the badge, which organiserPost's errors would drop. Search and counts use organiserPost.

export type CheckInResult =
  | { kind: 'checked-in'; badge: DoorBadge }
  | { kind: 'already'; badge: DoorBadge; device: string | null; message: string }
  | {
      kind: 'refused';
      reason: CheckInRefusal;
      badge: DoorBadge | undefined;
      message: string;
    }
  /** No answer at all: the phone is offline or the server unreachable. Queue the scan. */
  | { kind: 'offline' }
  /** Anything else (signed out, a server in trouble): keep the scan and say why. */
  | { kind: 'failed'; status: number; message: string };

export async function sendCheckIn(token: string, code: string, device: string): Promise<CheckInResult> {
  let response: Response;
  try {
    response = await fetch('/api/organiser/check-in', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ code, device }),
    });
  } catch {
    return { kind: 'offline' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 200) {
    const parsed = checkInResponseSchema.safeParse(body);
    if (parsed.success) return { kind: 'checked-in', badge: parsed.data.badge };
  }
  if (response.status === 409) {
    const parsed = alreadyCheckedInSchema.safeParse(body);
    if (parsed.success) return { kind: 'already', ...parsed.data, message: parsed.data.error };
  }
  // 404, or 409 for another edition's badge: refused, with the door's sentence.
  if (response.status === 404 || response.status === 409) {
    const parsed = checkInRefusedSchema.safeParse(body);
    if (parsed.success) {
      const { reason, badge, error } = parsed.data;
      return { kind: 'refused', reason, badge, message: error };
    }
  }
  const error = apiErrorSchema.safeParse(body);
  const message = error.success
    ? error.data.error
    : `The server answered ${response.status}. The scan is kept and sent again.`;
  if (response.status === 401) endOrganiserSession(message);
  return { kind: 'failed', status: response.status, message };
}
