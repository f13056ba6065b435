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
  /** PENDING until the test-only refund settle call; absent (older files) means COMPLETED. */
  status?: 'PENDING' | 'COMPLETED' | 'FAILED';
  /** refund_request.custom_id, answered back on the refund. */
  customId?: string;
  createTime: string;
  updateTime?: string;
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
  /** purchase_units[0].invoice_id: PayPal captures one payment per invoice (DUPLICATE_INVOICE_ID). */
  invoiceId?: string;
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

/** A dispute a buyer opened on a capture (Disputes v1), opened and resolved by test-only calls. */
export interface EmulatorDispute {
  id: string;
  captureId: string;
  reason: string;
  amount: PayPalAmount;
  status: 'OPEN' | 'WAITING_FOR_SELLER_RESPONSE' | 'UNDER_REVIEW' | 'RESOLVED';
  /** dispute_outcome.outcome_code once RESOLVED. */
  outcome?: string;
  createTime: string;
  updateTime: string;
}

export interface EmulatorState {
  orders: Record<string, EmulatorOrder>;
  /** Capture id -> order id. */
  captures: Record<string, string>;
  /** Invoice id -> the order whose capture was paid with it. */
  invoices: Record<string, string>;
  disputes: Record<string, EmulatorDispute>;
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
  return { orders: {}, captures: {}, tokens: {}, invoices: {}, disputes: {} };
}

function prune(state: EmulatorState, nowMs: number) {
  for (const [token, expiresAt] of Object.entries(state.tokens)) {
    if (expiresAt <= nowMs) delete state.tokens[token];
  }
  for (const [id, order] of Object.entries(state.orders)) {
    if (Date.parse(order.updateTime) < nowMs - orderRetentionMs) {
      delete state.orders[id];
      if (order.capture) delete state.captures[order.capture.id];
      if (order.invoiceId && own(state.invoices, order.invoiceId) === id)
        delete state.invoices[order.invoiceId];
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
  | { t: string; v: number | null }
  | { i: string; v: string | null }
  | { d: string; v: EmulatorDispute | null };

function applyLine(state: EmulatorState, line: JournalLine): EmulatorState {
  if ('s' in line) return upgrade(line.s);
  const [record, key, value] =
    'o' in line
      ? [state.orders, line.o, line.v]
      : 'c' in line
        ? [state.captures, line.c, line.v]
        : 'i' in line
          ? [state.invoices, line.i, line.v]
          : 'd' in line
            ? [state.disputes, line.d, line.v]
            : [state.tokens, line.t, line.v];
  if (value === null) delete (record as Record<string, unknown>)[key];
  else (record as Record<string, unknown>)[key] = value;
  return state;
}

/** A file written before the journal: one JSON object, the whole state. */
const isLegacyState = (parsed: object) =>
  !('s' in parsed || 'o' in parsed || 'c' in parsed || 't' in parsed || 'i' in parsed || 'd' in parsed);

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
  const invoices = watch(state.invoices);
  const disputes = watch(state.disputes);
  return {
    view: {
      orders: orders.proxy,
      captures: captures.proxy,
      tokens: tokens.proxy,
      invoices: invoices.proxy,
      disputes: disputes.proxy,
    } as EmulatorState,
    lines: (): JournalLine[] => [
      ...orders.changed().map(({ key, value }) => ({ o: key, v: value })),
      ...captures.changed().map(({ key, value }) => ({ c: key, v: value })),
      ...tokens.changed().map(({ key, value }) => ({ t: key, v: value })),
      ...invoices.changed().map(({ key, value }) => ({ i: key, v: value })),
      ...disputes.changed().map(({ key, value }) => ({ d: key, v: value })),
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

/**
 * The lock is a symbolic link at `${file}.lock` (its target means nothing): making one is atomic, and
 * neither making nor removing it touches a data block. An empty directory did the same, but its rmdir
 * frees a block, which on ext4 with discard took a third of a millisecond and more, once per PayPal call.
 * Where symbolic links need a privilege (Windows), the directory is used.
 */
let lockAsDirectory = false;

function takeLock(lockPath: string): boolean {
  try {
    if (lockAsDirectory) fs.mkdirSync(lockPath);
    else fs.symlinkSync('paypal-emulator-lock', lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (!lockAsDirectory && (code === 'EPERM' || code === 'ENOSYS')) {
      lockAsDirectory = true;
      return takeLock(lockPath);
    }
    throw error;
  }
}

/** A lock left by a process killed while holding it is removed once it is old enough. */
function removeIfStale(lockPath: string) {
  try {
    // lstat: the link's own time (a lock directory left by an older emulator is removed the same way).
    if (Date.now() - fs.lstatSync(lockPath).mtimeMs > staleLockMs)
      fs.rmSync(lockPath, { recursive: true, force: true });
  } catch {
    // Released between the two calls: try again.
  }
}

/** Another process may have taken the lock for stale meanwhile; it is gone then, which is all this wanted. */
function releaseLock(lockPath: string) {
  try {
    if (lockAsDirectory) fs.rmdirSync(lockPath);
    else fs.unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

type Outcome = { value: unknown } | { failed: unknown };
interface Waiting {
  change: (state: EmulatorState) => unknown;
  settle: (outcome: Outcome) => void;
}

export function createFileStore(
  file: string,
  { compactAfterBytes = defaultCompactAfterBytes }: { compactAfterBytes?: number } = {},
): EmulatorStore {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lockPath = `${file}.lock`;
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

  /**
   * Runs every change waiting at this moment under one hold of the lock: one look at what others
   * appended and one release, however many calls a rush brought in at once (the lock's mkdir and rmdir
   * were a tenth of the app's CPU in a checkout rush with one lock per call). Each change still runs
   * alone and in order, and its caller hears back only once what it changed is in the file.
   */
  async function runBatch(batch: Waiting[]): Promise<void> {
    const deadline = Date.now() + lockTimeoutMs;
    for (;;) {
      let taken: boolean;
      try {
        taken = takeLock(lockPath); // exactly one process makes it
      } catch (error) {
        for (const waiting of batch) waiting.settle({ failed: error });
        return;
      }
      if (taken) break;
      removeIfStale(lockPath);
      if (Date.now() > deadline) {
        const error = new Error(`The PayPal emulator state ${lockPath} stayed locked.`);
        for (const waiting of batch) waiting.settle({ failed: error });
        return;
      }
      await sleep(lockWaitMs);
    }
    let failed: Outcome | undefined;
    try {
      catchUp();
      if (inode === undefined) compact();
    } catch (error) {
      failed = { failed: error };
    }
    for (const waiting of batch) {
      if (failed) {
        waiting.settle(failed);
        continue;
      }
      const { view, lines } = tracked(state);
      let outcome: Outcome;
      try {
        outcome = { value: waiting.change(view) };
      } catch (error) {
        // What it changed before throwing is journaled too: memory and file stay the same.
        outcome = { failed: error };
      }
      try {
        const written = lines();
        if (written.length > 0) {
          const text = `${written.map((line) => JSON.stringify(line)).join('\n')}\n`;
          fs.appendFileSync(file, text);
          offset += Buffer.byteLength(text);
        }
      } catch (error) {
        // The journal could not be written: neither this change nor any after it is known to be kept.
        failed = { failed: error };
        outcome = failed;
      }
      waiting.settle(outcome);
      // Its caller uses what it got (often a live record) before the next change can alter it. The
      // lock stays held over this one turn of the microtask queue.
      await Promise.resolve();
    }
    try {
      if (!failed && offset - snapshotBytes > compactAfterBytes) compact();
    } catch {
      // The journal stays as it is; the next batch tries to compact it again.
    }
    try {
      releaseLock(lockPath);
    } catch {
      // Every caller has its answer; a lock left behind is removed as stale (staleLockMs).
    }
  }

  let waiting: Waiting[] = [];
  let flushing = false;
  function schedule() {
    if (flushing) return;
    flushing = true;
    // After the current turn of the event loop: the calls that arrived with it join the same batch.
    setImmediate(() => {
      const batch = waiting;
      waiting = [];
      runBatch(batch).finally(() => {
        flushing = false;
        if (waiting.length > 0) schedule();
      });
    });
  }

  return {
    update<T>(change: (state: EmulatorState) => T) {
      // One batch at a time within this process; the lock orders processes.
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          change,
          settle: (outcome) => ('failed' in outcome ? reject(outcome.failed) : resolve(outcome.value as T)),
        });
        schedule();
      });
    },
  };
}
