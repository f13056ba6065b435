import type { CaptureDeps } from './capture-order';
import { findOrder, touchOrder } from './order-store';
import { reconcileOrder } from './reconcile-order';

export interface SweepOptions {
  capture: CaptureDeps;
  intervalMs?: number;
  /** Orders younger than this are left to the page that is still capturing them. */
  settleMs?: number;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export interface Sweep {
  /**
   * One pass now; resolves when every order in flight has been looked at. At start `settleMs: 0`: no
   * capture of this process can be under way, and one of another instance is safe to settle too.
   */
  run(options?: { settleMs?: number }): Promise<number>;
  close(): void;
}

/**
 * Orders left in flight (created or approved, not recorded) by a crash, a lost connection or a closed
 * tab are settled against PayPal: at start, then periodically. With the webhook, this is the second
 * road to the same idempotent recording (docs/decisions/011-payments-exactly-once.md).
 */
export function startInFlightSweep(options: SweepOptions): Sweep {
  const { capture, log } = options;
  const settleMs = options.settleMs ?? 30_000;
  let running: Promise<number> | undefined;

  async function pass(settleFor: number): Promise<number> {
    const cutoff = Date.now() - settleFor;
    const candidates = await capture.db
      .selectFrom('orders')
      .select('id')
      .where('status', 'in', ['created', 'approved'])
      .where('updated_ms', '<=', cutoff)
      .orderBy('updated_ms')
      .limit(200)
      .execute();
    let settled = 0;
    for (const { id } of candidates) {
      const order = await findOrder(capture.db, id);
      if (!order || (order.status !== 'created' && order.status !== 'approved')) continue;
      try {
        const outcome = await reconcileOrder(capture, order);
        if (outcome.ok) settled += 1;
        else await touchOrder(capture.db, id);
      } catch (error) {
        log.error({ err: error, orderId: id }, 'in-flight sweep: could not settle an order; will retry');
        await touchOrder(capture.db, id).catch(() => {});
      }
    }
    if (settled > 0) log.info({ settled }, 'in-flight sweep recorded payments left in flight');
    return settled;
  }

  const run = (runOptions: { settleMs?: number } = {}) => {
    running ??= pass(runOptions.settleMs ?? settleMs).finally(() => {
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
