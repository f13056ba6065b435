import fs from 'node:fs';
import path from 'node:path';

// The emulator's memory. In a file, it outlives the process (a restart, a SIGKILL in a test) and is
// shared by every server process that points at the same file. It is a dev/test tool: one JSON file
// rewritten whole on each change is plenty for the few hundred orders a test run makes.

export interface PayPalAmount {
  currency_code: string;
  value: string;
}

/** What the test-only approve call chose for the next capture (PayPal decides this from the payer's funding). */
export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

export interface EmulatorRefund {
  id: string;
  amount: PayPalAmount;
  /** A refund PayPal made itself (a chargeback): PAYMENT.CAPTURE.REVERSED instead of REFUNDED. */
  reversal: boolean;
  noteToPayer?: string;
  createTime: string;
}

export interface EmulatorCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  /** Payments v2 status_details.reason: why PENDING (ECHECK, PENDING_REVIEW...) or DECLINED. */
  reason?: string;
  createTime: string;
  updateTime: string;
  refunds: EmulatorRefund[];
  /** Refund answers by PayPal-Request-Id, so a retried refund is the same refund. */
  refundAnswers: Record<string, { status: number; body: unknown }>;
}

export interface EmulatorOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  createTime: string;
  updateTime: string;
  amount: PayPalAmount;
  customId?: string;
  description?: string;
  /** Set when the order was created with payment_source.paypal (PayPal then answers it back). */
  paypalSource?: boolean;
  payer?: { givenName: string; surname: string; email: string; payerId: string };
  /** Chosen by the test-only approve call. */
  captureOutcome?: CaptureOutcome;
  pendingReason?: string;
  capture?: EmulatorCapture;
  /** Capture answers by PayPal-Request-Id (successes, and the declines PayPal replays too). */
  captureAnswers: Record<string, { status: number; body: unknown }>;
  /** Epoch ms until which a capture of this order is still being processed (captureLatencyMs). */
  captureInFlightUntil?: number;
}

export interface EmulatorState {
  orders: Record<string, EmulatorOrder>;
  /** Capture id -> order id. */
  captures: Record<string, string>;
  /** Access token -> expiry (epoch ms). */
  tokens: Record<string, number>;
}

export interface EmulatorStore {
  /** Runs `change` on the current state and keeps what it changed. No other change interleaves, in
   * this process or (file store) in another; `change` must therefore be synchronous. */
  update<T>(change: (state: EmulatorState) => T): Promise<T>;
}

/** Reads an own property only: ids come from URLs, and '__proto__' must not find Object.prototype. */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

const orderRetentionMs = 30 * 24 * 60 * 60 * 1000;

function emptyState(): EmulatorState {
  return { orders: {}, captures: {}, tokens: {} };
}

function prune(state: EmulatorState, nowMs: number) {
  for (const [token, expiresAt] of Object.entries(state.tokens)) {
    if (expiresAt <= nowMs) delete state.tokens[token];
  }
  for (const [id, order] of Object.entries(state.orders)) {
    if (Date.parse(order.updateTime) < nowMs - orderRetentionMs) {
      delete state.orders[id];
      if (order.capture) delete state.captures[order.capture.id];
    }
  }
}

/** A file written by an older emulator (captures without status or refunds) still loads. */
function upgrade(saved: Partial<EmulatorState>): EmulatorState {
  const state = { ...emptyState(), ...saved };
  for (const order of Object.values(state.orders)) {
    const legacy = order as EmulatorOrder & { decline?: boolean };
    if (legacy.decline && !order.captureOutcome) order.captureOutcome = 'DECLINED';
    if (!order.capture) continue;
    const old: Partial<EmulatorCapture> & Pick<EmulatorCapture, 'id' | 'createTime'> = order.capture;
    order.capture = {
      ...old,
      status: old.status ?? 'COMPLETED',
      updateTime: old.updateTime ?? old.createTime,
      refunds: old.refunds ?? [],
      refundAnswers: old.refundAnswers ?? {},
    };
    state.captures[order.capture.id] ??= order.id;
  }
  return state;
}

export function createMemoryStore(): EmulatorStore {
  const state = emptyState();
  return {
    async update(change) {
      const result = change(state);
      prune(state, Date.now());
      return result;
    },
  };
}

const lockWaitMs = 10;
const lockTimeoutMs = 10_000;
// A process killed while holding the lock leaves it behind; no holder keeps it this long.
const staleLockMs = 5_000;

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function acquireLock(lockDir: string): Promise<void> {
  const deadline = Date.now() + lockTimeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(lockDir); // atomic: exactly one process creates it
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - fs.statSync(lockDir).mtimeMs > staleLockMs)
        fs.rmSync(lockDir, { recursive: true, force: true });
    } catch {
      // Released between the two calls: try again.
    }
    if (Date.now() > deadline) throw new Error(`The PayPal emulator state ${lockDir} stayed locked.`);
    await sleep(lockWaitMs);
  }
}

export function createFileStore(file: string): EmulatorStore {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lockDir = `${file}.lock`;
  let queue: Promise<unknown> = Promise.resolve();

  function read(): { text: string; state: EmulatorState } {
    try {
      const text = fs.readFileSync(file, 'utf8');
      return { text, state: upgrade(JSON.parse(text) as Partial<EmulatorState>) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { text: '', state: emptyState() };
      throw error;
    }
  }

  async function run<T>(change: (state: EmulatorState) => T): Promise<T> {
    await acquireLock(lockDir);
    try {
      const { text, state } = read();
      const result = change(state);
      prune(state, Date.now());
      const next = JSON.stringify(state);
      if (next !== text) {
        // Write then rename, so a reader (or a crash) never sees half a file.
        const temp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(temp, next);
        fs.renameSync(temp, file);
      }
      return result;
    } finally {
      fs.rmSync(lockDir, { recursive: true, force: true });
    }
  }

  return {
    update(change) {
      // One change at a time within this process; the lock directory orders processes.
      const result = queue.then(() => run(change));
      queue = result.catch(() => {});
      return result;
    },
  };
}
