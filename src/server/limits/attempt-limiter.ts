import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';

// Brute-force protection for the shared organiser password, per client address. The counts live in the
// database (organiser_attempts) rather than in memory, so several server processes sharing one
// PostgreSQL database enforce one limit together, and a restart does not hand an attacker fresh tries.
//
// Every try is counted BEFORE the password is compared: a burst of parallel guesses cannot all slip in
// before the first of them is recorded. A right password clears its address's count.

export interface AttemptLimits {
  /** Wrong tries in a window that are answered at once. */
  freeTries: number;
  /** After this many tries in a window the address is locked out (429) for `lockMs`. */
  lockAfter: number;
  /** Delay before answering the first slowed try; doubled for each further one, up to maxDelayMs. */
  delayBaseMs: number;
  maxDelayMs: number;
  /** Tries older than this are forgotten. */
  windowMs: number;
  lockMs: number;
}

export const defaultAttemptLimits: AttemptLimits = {
  freeTries: 3,
  lockAfter: 10,
  delayBaseMs: 1_000,
  maxDelayMs: 8_000,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

type Admission =
  /** Compare the password; a wrong one is answered after `delayMs`. */
  { kind: 'try'; delayMs: number } | { kind: 'locked'; retryAfterMs: number };

/** How long to wait before answering the `tries`th wrong try of a window. */
function slowDownMs(tries: number, limits: AttemptLimits): number {
  const slowed = tries - limits.freeTries;
  if (slowed <= 0) return 0;
  return Math.min(limits.maxDelayMs, limits.delayBaseMs * 2 ** Math.min(slowed - 1, 20));
}

/**
 * IPv4 and IPv4-mapped addresses count one by one; IPv6 by /64, the block one home or host is given,
 * or one machine could rotate through endless addresses of its own.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface AttemptLimiter {
  /** Counts one try from `key` and says whether it may be compared at all. */
  admit(key: string): Promise<Admission>;
  /** The password was right: forget the address's tries. */
  succeeded(key: string): Promise<void>;
}

export function attemptLimiter(
  db: Kysely<Database>,
  limits: AttemptLimits,
  now: () => number,
): AttemptLimiter {
  return {
    async admit(key) {
      const nowMs = now();
      const stale = nowMs - limits.windowMs;
      // One statement, so parallel tries from one address each get their own count.
      const row = await db
        .insertInto('organiser_attempts')
        .values({ address: key, tries: 1, window_start_ms: nowMs, locked_until_ms: null })
        .onConflict((conflict) =>
          conflict.column('address').doUpdateSet({
            tries: sql<number>`case
              when organiser_attempts.locked_until_ms > ${nowMs} then organiser_attempts.tries
              when organiser_attempts.locked_until_ms is not null
                or organiser_attempts.window_start_ms <= ${stale} then 1
              else organiser_attempts.tries + 1 end`,
            window_start_ms: sql<number>`case
              when organiser_attempts.locked_until_ms > ${nowMs} then organiser_attempts.window_start_ms
              when organiser_attempts.locked_until_ms is not null
                or organiser_attempts.window_start_ms <= ${stale} then ${nowMs}
              else organiser_attempts.window_start_ms end`,
            locked_until_ms: sql<number | null>`case
              when organiser_attempts.locked_until_ms > ${nowMs} then organiser_attempts.locked_until_ms
              else null end`,
          }),
        )
        .returning(['tries', 'locked_until_ms'])
        .executeTakeFirstOrThrow();

      const lockedUntil = row.locked_until_ms === null ? null : Number(row.locked_until_ms);
      if (lockedUntil !== null && lockedUntil > nowMs) {
        return { kind: 'locked', retryAfterMs: lockedUntil - nowMs };
      }
      const tries = Number(row.tries);
      if (tries === 1) {
        // A new window: forgotten windows of other addresses go, so the table stays as small as the attack.
        await db
          .deleteFrom('organiser_attempts')
          .where('window_start_ms', '<=', stale)
          .where((eb) => eb.or([eb('locked_until_ms', 'is', null), eb('locked_until_ms', '<=', nowMs)]))
          .execute();
      }
      if (tries > limits.lockAfter) {
        await db
          .updateTable('organiser_attempts')
          .set({ locked_until_ms: nowMs + limits.lockMs })
          .where('address', '=', key)
          .execute();
        return { kind: 'locked', retryAfterMs: limits.lockMs };
      }
      return { kind: 'try', delayMs: slowDownMs(tries, limits) };
    },

    async succeeded(key) {
      await db.deleteFrom('organiser_attempts').where('address', '=', key).execute();
    },
  };
}
