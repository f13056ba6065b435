import type { Kysely } from 'kysely';
import { formatUsd } from '../../domain/money';
import type { Database } from '../db';
import { defaultPeriodMs, type ReconcilePayPal, reconcileBooks } from './reconcile-books';

// `npm run reconcile` without its wiring (scripts/reconcile.ts), so tests run it with their own output:
// 0 when the books match PayPal, 1 with a difference, 2 when it could not tell.

export interface CommandDeps {
  db: Kysely<Database>;
  paypal: ReconcilePayPal;
  out: (line: string) => void;
  now: () => number;
}

const usage =
  'Usage: npm run reconcile -- [--from 2026-10-01] [--to 2026-11-26] (ISO dates or times; default: the last 30 days)';

function parsePeriod(argv: string[], nowMs: number): { fromMs: number; toMs: number } | string {
  const given: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const [name, inline] = (argv[index] ?? '').split('=', 2);
    if (name !== '--from' && name !== '--to') return `Unknown option ${name}. ${usage}`;
    const value = inline ?? argv[++index];
    if (!value) return `${name} needs a date. ${usage}`;
    given[name] = value;
  }
  const read = (name: string, fallback: number) => {
    const value = given[name];
    return value === undefined ? fallback : Date.parse(value);
  };
  const toMs = read('--to', nowMs);
  const fromMs = read('--from', toMs - defaultPeriodMs);
  if (Number.isNaN(fromMs) || Number.isNaN(toMs)) return `A date could not be read. ${usage}`;
  if (fromMs >= toMs) return `--from must come before --to. ${usage}`;
  return { fromMs, toMs: Math.min(toMs, nowMs) };
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

export async function runReconcileCommand(argv: string[], deps: CommandDeps): Promise<number> {
  const period = parsePeriod(argv, deps.now());
  if (typeof period === 'string') {
    deps.out(period);
    return 2;
  }
  const result = await reconcileBooks(deps, period);
  // PayPal's data lags up to three hours: the comparison says where it stopped.
  const span = `from ${day(result.fromMs)} to ${day(result.comparedToMs)} UTC`;
  const lagged =
    result.comparedToMs < result.toMs
      ? ` PayPal's data is complete only up to ${day(result.comparedToMs)} UTC; what came after is compared on a later run.`
      : '';
  const notOurs = () => {
    if (result.notOurs.length === 0) return;
    deps.out(`Not the site's (other payments into the PayPal account, not compared):`);
    for (const movement of result.notOurs) {
      deps.out(
        `- ${movement.eventCode ?? movement.kind} ${formatUsd(movement.cents)} ${movement.currency} on ${day(movement.timeMs).slice(0, 10)} (transaction ${movement.id})`,
      );
    }
  };
  if (result.differences.length === 0) {
    deps.out(`Books match PayPal ${span}.${lagged}`);
    notOurs();
    return 0;
  }
  const count = result.differences.length;
  deps.out(`${count} ${count === 1 ? 'difference' : 'differences'} between PayPal and our books ${span}:`);
  for (const difference of result.differences) deps.out(`- ${difference.sentence}`);
  notOurs();
  return 1;
}
