import fs from 'node:fs';
import path from 'node:path';

// The emulator's memory. In a file, it outlives the process (a restart, a SIGKILL in a test) and is
// shared by every server process that points at the same file. The file is a journal: each change appends
// only the records it changed, and every process keeps the whole state in memory and reads what the
// others appended since its last look. So a PayPal call costs the same with 10 or 100,000 orders
// (docs/decisions/010-paypal-client-and-emulator.md); the journal is compacted into one snapshot line now
// and then.

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

/** Orders and tokens past their time are dropped at most this often (each pass reads every order). */
const pruneEveryMs = 60_000;

export function createMemoryStore(): EmulatorStore {
  const state = emptyState();
  let prunedAt = 0;
  return {
    async update(change) {
      const result = change(state);
      const nowMs = Date.now();
      if (nowMs - prunedAt > pruneEveryMs) {
        prune(state, nowMs);
        prunedAt = nowMs;
      }
      return result;
    },
  };
}

// ---- The journal file ----

/** One journal line: the whole state, or one record set (a value) or removed (null). */
type JournalLine =
  | { s: Partial<EmulatorState> }
  | { o: string; v: EmulatorOrder | null }
  | { c: string; v: string | null }
  | { t: string; v: number | null };

function applyLine(state: EmulatorState, line: JournalLine): EmulatorState {
  if ('s' in line) return upgrade(line.s);
  const [record, key, value] =
    'o' in line
      ? [state.orders, line.o, line.v]
      : 'c' in line
        ? [state.captures, line.c, line.v]
        : [state.tokens, line.t, line.v];
  if (value === null) delete (record as Record<string, unknown>)[key];
  else (record as Record<string, unknown>)[key] = value;
  return state;
}

/** A file written before the journal: one JSON object, the whole state. */
const isLegacyState = (parsed: object) => !('s' in parsed || 'o' in parsed || 'c' in parsed || 't' in parsed);

/**
 * The state as `change` sees it, noting which records it read or wrote, so only those are compared after
 * it ran and only the changed ones are written.
 */
function tracked(state: EmulatorState) {
  const watch = <V>(target: Record<string, V>) => {
    const before = new Map<string, string | undefined>();
    const note = (key: string | symbol) => {
      if (typeof key !== 'string' || before.has(key)) return;
      before.set(key, Object.hasOwn(target, key) ? JSON.stringify(target[key]) : undefined);
    };
    const proxy = new Proxy(target, {
      get(object, key, receiver) {
        note(key);
        return Reflect.get(object, key, receiver);
      },
      set(object, key, value, receiver) {
        note(key);
        return Reflect.set(object, key, value, receiver);
      },
      deleteProperty(object, key) {
        note(key);
        return Reflect.deleteProperty(object, key);
      },
    });
    const changed = () =>
      [...before].flatMap(([key, was]) => {
        const now = Object.hasOwn(target, key) ? target[key] : undefined;
        const nowJson = now === undefined ? undefined : JSON.stringify(now);
        return nowJson === was ? [] : [{ key, value: now ?? null }];
      });
    return { proxy, changed };
  };
  const orders = watch(state.orders);
  const captures = watch(state.captures);
  const tokens = watch(state.tokens);
  return {
    view: { orders: orders.proxy, captures: captures.proxy, tokens: tokens.proxy } as EmulatorState,
    lines: (): JournalLine[] => [
      ...orders.changed().map(({ key, value }) => ({ o: key, v: value })),
      ...captures.changed().map(({ key, value }) => ({ c: key, v: value })),
      ...tokens.changed().map(({ key, value }) => ({ t: key, v: value })),
    ],
  };
}

const lockWaitMs = 10;
const lockTimeoutMs = 10_000;
// A process killed while holding the lock leaves it behind; no holder keeps it this long.
const staleLockMs = 5_000;
/** The journal is rewritten as one snapshot once it grows past this many bytes beyond the last one. */
const defaultCompactAfterBytes = 8 * 1024 * 1024;

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

/**
 * The lock is an empty directory we made: rmdir is one system call, rm -r a walk. Another process may
 * have taken it for stale meanwhile; it is gone then, which is all this wanted.
 */
function releaseLock(lockDir: string) {
  try {
    fs.rmdirSync(lockDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

export function createFileStore(
  file: string,
  { compactAfterBytes = defaultCompactAfterBytes }: { compactAfterBytes?: number } = {},
): EmulatorStore {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lockDir = `${file}.lock`;
  let queue: Promise<unknown> = Promise.resolve();
  let state = emptyState();
  // Where this process has read the journal up to, and which file that was (a compaction makes a new one).
  let inode: number | undefined;
  let offset = 0;
  let snapshotBytes = 0;

  /** Brings the memory up to what every process has written; runs under the lock. */
  function catchUp() {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      [state, inode, offset, snapshotBytes] = [emptyState(), undefined, 0, 0];
      return;
    }
    if (stat.ino !== inode || stat.size < offset) {
      [state, inode, offset, snapshotBytes] = [emptyState(), stat.ino, 0, 0];
    }
    if (stat.size === offset) return;
    const fd = fs.openSync(file, 'r');
    let text: string;
    try {
      const bytes = Buffer.alloc(stat.size - offset);
      fs.readSync(fd, bytes, 0, bytes.length, offset);
      text = bytes.toString('utf8');
    } finally {
      fs.closeSync(fd);
    }
    // A file from before the journal holds one JSON object and no newline: it becomes the first snapshot.
    if (offset === 0 && !text.includes('\n')) {
      state = upgrade(JSON.parse(text) as Partial<EmulatorState>);
      compact();
      return;
    }
    // A process killed mid-append leaves a torn last line: it is cut off (the lock is ours), as if that
    // change had never been made, which is what its caller saw.
    const complete = text.slice(0, text.lastIndexOf('\n') + 1);
    if (complete.length < text.length) fs.truncateSync(file, offset + Buffer.byteLength(complete));
    for (const raw of complete.split('\n')) {
      if (raw === '') continue;
      const parsed = JSON.parse(raw) as object;
      state = isLegacyState(parsed) ? upgrade(parsed) : applyLine(state, parsed as JournalLine);
    }
    if (offset === 0) snapshotBytes = Buffer.byteLength(complete.slice(0, complete.indexOf('\n') + 1));
    offset += Buffer.byteLength(complete);
  }

  /** Rewrites the journal as one snapshot line (write, then rename: nobody sees half a file). */
  function compact() {
    prune(state, Date.now());
    const line = `${JSON.stringify({ s: state } satisfies JournalLine)}\n`;
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, line);
    fs.renameSync(temp, file);
    inode = fs.statSync(file).ino;
    offset = snapshotBytes = Buffer.byteLength(line);
  }

  async function run<T>(change: (state: EmulatorState) => T): Promise<T> {
    await acquireLock(lockDir);
    try {
      catchUp();
      if (inode === undefined) compact();
      const { view, lines } = tracked(state);
      const result = change(view);
      const written = lines();
      if (written.length > 0) {
        const text = `${written.map((line) => JSON.stringify(line)).join('\n')}\n`;
        fs.appendFileSync(file, text);
        offset += Buffer.byteLength(text);
      }
      if (offset - snapshotBytes > compactAfterBytes) compact();
      return result;
    } finally {
      releaseLock(lockDir);
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
