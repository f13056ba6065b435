import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { approve, capture, createOrder, donationBody } from './payments';
import type { Figure } from './table';

// Live fan-out: many overlays connected over WebSocket; one capture's 'donation' event must reach all
// of them. Against a bare socket.io server that broadcasts the same payload and then answers 201, in
// the same run. Both servers emit before they answer, so the 201 usually arrives after the last client
// already has the event; the figures are therefore timed three ways (see fanOutFigures).

export interface FanOutResult {
  /** Per round: from sending the request (capture, or the bare POST /emit) to the last client's receipt. */
  fromRequestMs: number[];
  /** Per round: from the 201 to the last client's receipt (negative: every client had it first). */
  from201Ms: number[];
  /** Per round: from the first client's receipt to the last's, the broadcast itself. */
  spreadMs: number[];
  missed: number;
  bytesPerClient: number;
  connectMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

async function connectAll(url: string, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  // In batches: a burst of thousands of handshakes would overflow the listen backlog.
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, () => {
      const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}

interface Triggered {
  sentAt: number;
  at201: number;
}

/** One server under test: its clients, how to make it broadcast, and what was seen. */
interface Side {
  url: string;
  rssBytes(): number;
  /** Causes one 'donation' broadcast; says when its request left and when its 201 arrived. */
  trigger(round: number): Promise<Triggered>;
  sockets: Socket[];
  result: FanOutResult;
}

function newSide(url: string, rssBytes: () => number, trigger: Side['trigger']): Side {
  return {
    url,
    rssBytes,
    trigger,
    sockets: [],
    result: { fromRequestMs: [], from201Ms: [], spreadMs: [], missed: 0, bytesPerClient: 0, connectMs: 0 },
  };
}

async function connectSide(side: Side, clients: number) {
  const rssBefore = side.rssBytes();
  const start = performance.now();
  side.sockets = await connectAll(side.url, clients);
  side.result.connectMs = performance.now() - start;
  await sleep(1_000);
  side.result.bytesPerClient = (side.rssBytes() - rssBefore) / clients;
}

async function round(side: Side, n: number, counted: boolean) {
  const receivedAt: number[] = [];
  const allReceived = new Promise<void>((resolve) => {
    for (const socket of side.sockets) {
      socket.once('donation', () => {
        receivedAt.push(performance.now());
        if (receivedAt.length === side.sockets.length) resolve();
      });
    }
  });
  const { sentAt, at201 } = await side.trigger(n);
  await Promise.race([allReceived, sleep(10_000)]);
  for (const socket of side.sockets) socket.removeAllListeners('donation');
  if (!counted) return;
  const { result } = side;
  result.missed += side.sockets.length - receivedAt.length;
  const first = Math.min(...receivedAt);
  const last = Math.max(...receivedAt);
  result.fromRequestMs.push(last - sentAt);
  result.from201Ms.push(last - at201);
  result.spreadMs.push(last - first);
}

/**
 * Both servers run at once with their clients connected, and their rounds alternate, so a change in
 * the machine's load during the run (other processes, GC in this one) falls on both alike.
 * Against the app each round is a real donation (create, approve in the emulator, then capture); the
 * bare server broadcasts the payload the app's clients received.
 */
export async function fanOut(options: {
  app: { url: string; rssBytes(): number };
  bare: { url: string; rssBytes(): number };
  clients: number;
  rounds: number;
}): Promise<{ ours: FanOutResult; bare: FanOutResult }> {
  const { app, clients, rounds } = options;
  let payload: unknown;
  const ours = newSide(app.url, app.rssBytes, async (n) => {
    const id = await createOrder(`${app.url}/api/orders/create`, donationBody(n));
    await approve(app.url, id);
    const sentAt = performance.now();
    const status = await capture(`${app.url}/api/orders/${id}/capture`);
    const at201 = performance.now();
    if (status !== 201) throw new Error(`capture of ${id} answered ${status}`);
    return { sentAt, at201 };
  });
  const bare = newSide(options.bare.url, options.bare.rssBytes, async () => {
    const sentAt = performance.now();
    const response = await fetch(`${options.bare.url}/emit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const at201 = performance.now();
    await response.arrayBuffer();
    return { sentAt, at201 };
  });

  await connectSide(ours, clients);
  await connectSide(bare, clients);
  ours.sockets[0]!.on('donation', (event: unknown) => {
    payload ??= event;
  });
  // Round 0 warms both up (and gives the bare server its payload); it is not counted.
  for (let n = 0; n <= rounds; n += 1) {
    await round(ours, n, n > 0);
    await sleep(100);
    await round(bare, n, n > 0);
    await sleep(100);
  }
  for (const socket of [...ours.sockets, ...bare.sockets]) socket.disconnect();
  await sleep(500);
  return { ours: ours.result, bare: bare.result };
}

export function fanOutFigures(ours: FanOutResult, bare: FanOutResult, clients: number): Figure[] {
  const section = `Live fan-out, ${clients.toLocaleString('en-US')} socket.io clients (baseline: bare socket.io)`;
  const rounds = `${ours.from201Ms.length} rounds`;
  const all = ours.missed === 0;
  const p = (values: number[], n: number) => percentile(values, n);
  const from201 = p(ours.from201Ms, 99);
  const fromRequest = p(ours.fromRequestMs, 99);
  const spread = p(ours.spreadMs, 99);
  return [
    {
      section,
      name: "Capture's 201 to the last client's event, p50",
      ours: p(ours.from201Ms, 50),
      baseline: p(bare.from201Ms, 50),
      unit: 'ms',
      goal: '',
      note: `${rounds}; negative: all clients had it before the 201`,
    },
    {
      section,
      name: "Capture's 201 to the last client's event, p99",
      ours: from201,
      baseline: p(bare.from201Ms, 99),
      unit: 'ms',
      goal: '< 250 ms',
      holds: all && from201 < 250,
      note: all ? 'every client got every event' : `${ours.missed} receipts missed`,
    },
    {
      section,
      name: "Capture sent to the last client's event, p50",
      ours: p(ours.fromRequestMs, 50),
      baseline: p(bare.fromRequestMs, 50),
      unit: 'ms',
      goal: '',
      note: 'ours includes the capture (PayPal call, transaction)',
    },
    {
      section,
      name: "Capture sent to the last client's event, p99",
      ours: fromRequest,
      baseline: p(bare.fromRequestMs, 99),
      unit: 'ms',
      goal: '< 250 ms',
      holds: all && fromRequest < 250,
    },
    {
      section,
      name: "Broadcast: first to last client's event, p50",
      ours: p(ours.spreadMs, 50),
      baseline: p(bare.spreadMs, 50),
      unit: 'ms',
      goal: '',
    },
    {
      section,
      name: "Broadcast: first to last client's event, p99",
      ours: spread,
      baseline: p(bare.spreadMs, 99),
      unit: 'ms',
      // A ceiling that catches a regression, not a goal to tune toward (docs/benchmark.md).
      goal: '<= 2x baseline (ceiling)',
      holds: all && spread <= 2 * p(bare.spreadMs, 99),
    },
    {
      section,
      name: 'Memory per connected client (server RSS growth)',
      ours: ours.bytesPerClient / 1024,
      baseline: bare.bytesPerClient / 1024,
      unit: 'KB/client',
      goal: '',
    },
    {
      section,
      name: `Time to connect ${clients.toLocaleString('en-US')} clients`,
      ours: ours.connectMs,
      baseline: bare.connectMs,
      unit: 'ms',
      goal: '',
      note: 'in batches of 200; rounds of the two alternate',
    },
  ];
}
