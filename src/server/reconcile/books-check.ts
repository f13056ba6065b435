import type { Kysely } from 'kysely';
import type { BooksStatus } from '../../contracts/books';
import type { Database } from '../db';
import { PayPalError } from '../payments';
import type { RefundDeps } from '../refunds';
import { type BooksOutcome, claimDueRun, claimRunNow, finishRun, readBooksRow } from './books-check-store';
import { defaultPeriodMs, type ReconcilePayPal, reconcileBooks } from './reconcile-books';

// The daily comparison with PayPal that the in-flight sweep starts and the dashboard shows
// (docs/decisions/038-books-match-paypal.md, "Daily, on the dashboard (extension)").

const minuteMs = 60 * 1000;
const booksCheckTiming = {
  /** A comparison that worked is next due a day after it started. */
  everyMs: 24 * 60 * minuteMs,
  /** After PayPal could not be asked: soon, not a day later. */
  retryMs: 15 * minuteMs,
  /** An instance that died mid-run frees the run for another after this. */
  leaseMs: 30 * minuteMs,
  /** "Compare now" starts at most one run a minute, whoever presses it. */
  spacingMs: minuteMs,
};

export interface BooksCheck {
  /** The sweep's call: compares when due; false when not due or another instance took it. */
  runIfDue(): Promise<boolean>;
  /** An organiser's "Compare now": what it found, or null when refused by the spacing. */
  runNow(): Promise<BooksStatus | null>;
  status(): Promise<BooksStatus>;
}

export interface BooksCheckDeps {
  db: Kysely<Database>;
  paypal: ReconcilePayPal;
  now: () => number;
  log: { error(details: object, message: string): void };
  /** Money back only Transaction Search shows is booked before comparing (reconcile-books.ts). */
  refunds?: RefundDeps;
}

function reasonOf(error: unknown): string {
  if (error instanceof PayPalError) {
    return error.status === 0
      ? `PayPal did not answer (${error.message})`
      : `PayPal answered ${error.status}: ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export function booksCheck(deps: BooksCheckDeps): BooksCheck {
  const { db } = deps;

  async function compare(startedMs: number) {
    let found: BooksOutcome;
    try {
      const result = await reconcileBooks(deps, { fromMs: startedMs - defaultPeriodMs, toMs: startedMs });
      const differences = result.differences.map((difference) => difference.sentence);
      const outcome = differences.length === 0 ? 'match' : 'differences';
      found = { outcome, differences, comparedToMs: result.comparedToMs };
    } catch (error) {
      deps.log.error({ err: error }, 'could not compare the books with PayPal; trying again later');
      found = { outcome: 'failed', reason: reasonOf(error) };
    }
    const finishedMs = deps.now();
    const wait = found.outcome === 'failed' ? booksCheckTiming.retryMs : booksCheckTiming.everyMs;
    await finishRun(db, { startedMs, finishedMs, dueMs: startedMs + wait }, found);
  }

  async function status(): Promise<BooksStatus> {
    const row = await readBooksRow(db);
    if (!row?.outcome || row.finished_ms === null) return { state: 'never' };
    const at = new Date(row.finished_ms).toISOString();
    if (row.outcome === 'failed') return { state: 'failed', at, reason: row.reason ?? '' };
    // A run from before the column was kept said "as of" its end.
    const comparedTo = new Date(Number(row.compared_to_ms ?? row.finished_ms)).toISOString();
    if (row.outcome === 'match') return { state: 'match', at, comparedTo };
    return { state: 'differences', at, comparedTo, differences: JSON.parse(row.differences) as string[] };
  }

  return {
    async runIfDue() {
      const startedMs = deps.now();
      if (!(await claimDueRun(db, startedMs, booksCheckTiming.leaseMs))) return false;
      await compare(startedMs);
      return true;
    },
    async runNow() {
      const startedMs = deps.now();
      const { leaseMs, spacingMs } = booksCheckTiming;
      if (!(await claimRunNow(db, startedMs, leaseMs, spacingMs))) return null;
      await compare(startedMs);
      return status();
    },
    status,
  };
}
