import { performance } from 'node:perf_hooks';
import { type RecordedTickets, recordedTickets } from './database';
import { percentile } from './fan-out';
import { approve, capture, createOrder, ticketBody } from './payments';
import type { Figure } from './table';

// A checkout rush: many buyers at once, each creating an order, approving it in the PayPal emulator
// and capturing it. Every tenth buyer double-clicks: its capture is sent twice at once. Afterwards the
// database must hold each purchase exactly once, with one confirmation email each.

export interface RushResult {
  purchasesPerSecond: number;
  p95Ms: number;
  failures: number;
  recorded: RecordedTickets;
}

async function purchase(appUrl: string, n: number): Promise<{ id: string; ms: number }> {
  const start = performance.now();
  const id = await createOrder(`${appUrl}/api/tickets/create`, ticketBody(n));
  await approve(appUrl, id, `rush${n}@example.com`);
  const captureUrl = `${appUrl}/api/tickets/${id}/capture`;
  const statuses = await Promise.all(
    n % 10 === 0 ? [capture(captureUrl), capture(captureUrl)] : [capture(captureUrl)],
  );
  // A double click's second answer may be 201 (the same purchase) or a refusal; one must be 201.
  if (!statuses.includes(201)) throw new Error(`capture of ${id} answered ${statuses.join(', ')}`);
  return { id, ms: performance.now() - start };
}

export async function checkoutRush(options: {
  appUrl: string;
  where: { sqliteFile: string } | { databaseUrl: string };
  buyers: number;
}): Promise<RushResult> {
  const { appUrl, where, buyers } = options;
  // One purchase first, so the rush does not also measure the first request's warm-up.
  await purchase(appUrl, 1_000_000);
  const start = performance.now();
  const outcomes = await Promise.allSettled(Array.from({ length: buyers }, (_, n) => purchase(appUrl, n)));
  const seconds = (performance.now() - start) / 1000;
  const done = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') console.error(`  purchase failed: ${String(outcome.reason)}`);
  }
  return {
    purchasesPerSecond: done.length / seconds,
    p95Ms: percentile(
      done.map((one) => one.ms),
      95,
    ),
    failures: buyers - done.length,
    recorded: await recordedTickets(
      where,
      done.map((one) => one.id),
    ),
  };
}

export function rushFigures(engine: string, result: RushResult, buyers: number): Figure[] {
  const section = `Checkout rush, ${buyers} concurrent ticket purchases`;
  const { recorded } = result;
  const exact =
    result.failures === 0 &&
    recorded.tickets === buyers &&
    recorded.twice === 0 &&
    recorded.captured === buyers &&
    recorded.mails === buyers;
  const check = `${buyers - result.failures} paid, ${recorded.tickets} recorded, ${recorded.twice} twice, ${recorded.mails} emails`;
  return [
    {
      section,
      name: `${engine}: all recorded, none twice`,
      ours: recorded.tickets,
      baseline: null,
      unit: 'count',
      goal: `${buyers} once each`,
      holds: exact,
      note: check,
    },
    {
      section,
      name: `${engine}: purchases per second`,
      ours: result.purchasesPerSecond,
      baseline: null,
      unit: 'purchases/s',
      goal: '',
    },
    {
      section,
      name: `${engine}: p95 create to capture`,
      ours: result.p95Ms,
      baseline: null,
      unit: 'ms',
      goal: '',
    },
  ];
}
