import { badgeLabel } from '../../../../contracts/check-in';
import type { CheckInResult } from './check-in-api';

// Scans made while the phone has no connection (docs/product/organisers.md, "Check-in at the door"): kept in
// localStorage, so a reload or a closed tab loses none, shown as "waiting to send", and sent in the order
// they were made when the connection returns. What the server then says about each is kept as a report
// until the volunteer dismisses it: above all a badge that another phone checked in meanwhile.

export interface WaitingScan {
  code: string;
  /** The badge's name when the page knew it, for the list. */
  name: string | null;
  queuedMs: number;
}

export interface ScanReport {
  id: string;
  code: string;
  /** ok: sent and checked in; warning: checked in twice; error: refused (unknown or refunded code). */
  tone: 'ok' | 'warning' | 'error';
  message: string;
}

export interface DoorOutboxState {
  waiting: WaitingScan[];
  reports: ScanReport[];
}

const waitingKey = 'check-in-waiting';
const reportsKey = 'check-in-reports';
const MAX_REPORTS = 20;

/** localStorage or a stand-in; a browser that refuses storage keeps the queue for the page's life. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function read<T>(storage: KeyValueStorage | undefined, key: string, valid: (item: unknown) => boolean): T[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed.filter(valid) as T[]) : [];
  } catch {
    return [];
  }
}

const isObject = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' && item !== null;
const isWaiting = (item: unknown) => isObject(item) && typeof item.code === 'string';
const isReport = (item: unknown) =>
  isObject(item) && typeof item.id === 'string' && typeof item.message === 'string';

export class DoorOutbox {
  private state: DoorOutboxState;
  private readonly listeners = new Set<() => void>();
  private flushing = false;
  private nextReport = 0;

  constructor(
    private readonly storage: KeyValueStorage | undefined,
    /** This page's own label, sent with each check-in: a 409 naming it means an earlier send got through. */
    readonly device: string,
  ) {
    this.state = {
      waiting: read<WaitingScan>(storage, waitingKey, isWaiting),
      reports: read<ScanReport>(storage, reportsKey, isReport),
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.state;

  private update(next: Partial<DoorOutboxState>) {
    this.state = { ...this.state, ...next };
    try {
      this.storage?.setItem(waitingKey, JSON.stringify(this.state.waiting));
      this.storage?.setItem(reportsKey, JSON.stringify(this.state.reports));
    } catch {
      // A full or refused storage: the queue still lives in memory while the page is open.
    }
    for (const listener of this.listeners) listener();
  }

  /** Keeps a scan to send later; a code already waiting is kept once. */
  add(code: string, name: string | null, nowMs = Date.now()) {
    if (this.state.waiting.some((scan) => scan.code === code)) return;
    this.update({ waiting: [...this.state.waiting, { code, name, queuedMs: nowMs }] });
  }

  dismiss(id: string) {
    this.update({ reports: this.state.reports.filter((report) => report.id !== id) });
  }

  private report(code: string, tone: ScanReport['tone'], message: string) {
    const report = { id: `${Date.now()}-${this.nextReport++}`, code, tone, message };
    this.update({ reports: [report, ...this.state.reports].slice(0, MAX_REPORTS) });
  }

  /**
   * Sends the waiting scans in order until one gets no answer (still offline) or fails for another
   * reason (signed out, a server error): those stay for the next try. Returns how many were settled.
   */
  async flush(send: (code: string) => Promise<CheckInResult>): Promise<number> {
    if (this.flushing) return 0;
    this.flushing = true;
    let settled = 0;
    try {
      for (;;) {
        const scan = this.state.waiting[0];
        if (!scan) break;
        const result = await send(scan.code);
        if (result.kind === 'offline' || result.kind === 'failed') break;
        this.update({ waiting: this.state.waiting.filter((waiting) => waiting.code !== scan.code) });
        settled += 1;
        this.settle(scan, result);
      }
    } finally {
      this.flushing = false;
    }
    return settled;
  }

  private settle(scan: WaitingScan, result: Exclude<CheckInResult, { kind: 'offline' | 'failed' }>) {
    switch (result.kind) {
      case 'checked-in':
        return this.report(scan.code, 'ok', `Sent: ${badgeLabel(result.badge)} is checked in.`);
      case 'already':
        // Our own earlier send reached the server, and only its answer was lost with the connection.
        if (result.device === this.device)
          return this.report(scan.code, 'ok', `Sent: ${badgeLabel(result.badge)} is checked in.`);
        return this.report(
          scan.code,
          'warning',
          `Checked in twice: ${result.message} This phone's offline scan was not counted again.`,
        );
      case 'refused':
        return this.report(scan.code, 'error', `Not checked in: ${result.message}`);
    }
  }
}

/** A random label for this browser, kept in localStorage (it is not secret and identifies nobody). */
export function deviceLabel(storage: KeyValueStorage | undefined): string {
  const key = 'check-in-device';
  try {
    const known = storage?.getItem(key);
    if (known) return known;
  } catch {
    // Fall through to a label for this page's life.
  }
  const made = `door-${Math.random().toString(36).slice(2, 8)}`;
  try {
    storage?.setItem(key, made);
  } catch {
    // As above.
  }
  return made;
}
