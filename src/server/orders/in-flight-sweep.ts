import type { CaptureDeps } from './capture-order';
import { findOrder, touchOrder } from './order-store';
import { failedRecheckWindowMs, recheckEveryMs } from './order-timing';
import { reconcileOrder } from './reconcile-order';

export interface SweepOptions {
  capture: CaptureDeps;
  /**
   * Refunds are re-read too (docs/decisions/036-refunds-without-gaps.md): refunds/refund-sweep.ts, handed
   * in by app.ts since the refunds write orders through the orders' store. How many it recorded.
   */
  sweepRefunds?: (options: { settleMs: number; log: SweepOptions['log'] }) => Promise<number>;
  /** The books are compared with PayPal once a day (docs/decisions/038-books-match-paypal.md). */
  books?: { runIfDue(): Promise<unknown> };
  /** Personal data past its days is erased at start, then hourly (src/server/retention/). */
  retention?: { runIfDue(): Promise<unknown> };
  /** Freed in-person places are offered to the waiting list, lapsed holds passed on (tickets/waiting-list.ts). */
  waitingList?: { run(): Promise<unknown> };
  intervalMs?: number;
  /** Orders younger than this are left to the page that is still capturing them. */
  settleMs?: number;
  /** Pending and failed orders are asked about at most this often. */
  recheckMs?: number;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export interface Sweep {
  /**
   * One pass now; resolves when every order due has been looked at. At start `settleMs: 0`: no
   * capture of this process can be under way, and one of another instance is safe to settle too.
   */
  run(options?: { settleMs?: number; recheckMs?: number }): Promise<number>;
  close(): void;
}

const batchSize = 200;

/**
 * Orders PayPal has not settled with us are settled against PayPal: at start, then periodically.
 * Created and approved ones were left by a crash, a lost connection or a closed tab; declined ones
 * wait for the payer's other way to pay; pending ones for PayPal to complete or deny the capture;
 * failed ones are asked about for a while, so an order is never left failed while PayPal holds a
 * capture. With the webhook, this is the second road to the same idempotent recording
 * (docs/decisions/011-payments-exactly-once.md).
 */
export function startInFlightSweep(options: SweepOptions): Sweep {
  const { capture, log } = options;
  let running: Promise<number> | undefined;

  async function dueOrders(nowMs: number, settleMs: number, recheckMs: number) {
    const settled = nowMs - settleMs;
    const rechecked = nowMs - Math.max(settleMs, recheckMs);
    return capture.db
      .selectFrom('orders')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', 'in', ['created', 'approved', 'declined']), eb('updated_ms', '<=', settled)]),
          eb.and([eb('status', '=', 'pending'), eb('updated_ms', '<=', rechecked)]),
          eb.and([
            eb('status', '=', 'failed'),
            eb('updated_ms', '<=', rechecked),
            eb('created_ms', '>=', nowMs - failedRecheckWindowMs),
          ]),
        ]),
      )
      .orderBy('updated_ms')
      .limit(batchSize)
      .execute();
  }

  async function pass(settleMs: number, recheckMs: number): Promise<number> {
    const candidates = await dueOrders(capture.now(), settleMs, recheckMs);
    let recorded = 0;
    for (const { id } of candidates) {
      const order = await findOrder(capture.db, id);
      if (!order) continue;
      try {
        const outcome = await reconcileOrder(capture, order);
        if (outcome.kind === 'recorded') recorded += 1;
        else await touchOrder(capture.db, id, capture.now());
      } catch (error) {
        log.error({ err: error, orderId: id }, 'in-flight sweep: could not settle an order; will retry');
        await touchOrder(capture.db, id, capture.now()).catch(() => {});
      }
    }
    if (recorded > 0) log.info({ recorded }, 'in-flight sweep recorded payments left in flight');
    const refunds = options.sweepRefunds ? await options.sweepRefunds({ settleMs, log }) : 0;
    if (refunds > 0) log.info({ refunds }, 'in-flight sweep recorded refunds the books had missed');
    await options.books
      ?.runIfDue()
      .catch((error) => log.error({ err: error }, 'in-flight sweep: could not start comparing the books'));
    await options.retention
      ?.runIfDue()
      .catch((error) =>
        log.error({ err: error }, 'in-flight sweep: could not erase personal data past its days'),
      );
    // After the orders and refunds above: the places they freed are offered in the same pass.
    await options.waitingList
      ?.run()
      .catch((error) =>
        log.error({ err: error }, 'in-flight sweep: could not offer freed places to the waiting list'),
      );
    return recorded + refunds;
  }

  const run = (runOptions: { settleMs?: number; recheckMs?: number } = {}) => {
    running ??= pass(
      runOptions.settleMs ?? options.settleMs ?? 30_000,
      runOptions.recheckMs ?? options.recheckMs ?? recheckEveryMs,
    ).finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(
    () =>
      void run().catch((error) => log.error({ err: error }, 'in-flight sweep failed; trying again later')),
    options.intervalMs ?? 60_000,
  );
  timer.unref();
  return {
    run,
    close: () => clearInterval(timer),
  };
}
