// Whether a stream overlay is still live, as the dashboard's Overlays panel says it
// (docs/product/realtime.md, "What the streamer sees"; docs/decisions/032-lost-connections.md).

/** The overlays that report their presence, by page. */
export const overlayNames = ['donationbar', 'markcell', 'ticker'] as const;
export type OverlayName = (typeof overlayNames)[number];

/**
 * A connected overlay's last-heard time is written at most this often: socket.io's heartbeat comes every
 * 25 s per connection, and the only reader is a panel that needs minutes, not seconds.
 */
export const heardWriteEveryMs = 30_000;

/**
 * How long a connected overlay may go unheard before it counts as lost: one skipped write (30 s), the
 * next heartbeat (25 s) and socket.io's 20 s wait for an answer, rounded up. Only an overlay whose server
 * died without saying goodbye needs it; any other disconnect is recorded at once.
 */
const heardAllowanceMs = 90_000;

/** Rows older than this are not shown; the overlay it was is long gone or has a new row. */
export const presenceShownForMs = 24 * 60 * 60 * 1000;

export interface PresenceTimes {
  lastHeardMs: number;
  /** When its connection ended; null while the server holds it. */
  disconnectedMs: number | null;
  /** The page itself hung up (closed or reloaded), rather than the connection dropping. */
  closedByPage: boolean;
}

export type OverlayState =
  | { kind: 'connected' }
  /** `sinceMs`: the disconnect, or the last time heard when its server went silent. */
  | { kind: 'lost'; sinceMs: number }
  | { kind: 'closed'; atMs: number };

export function overlayState(presence: PresenceTimes, nowMs: number): OverlayState {
  if (presence.disconnectedMs !== null) {
    return presence.closedByPage
      ? { kind: 'closed', atMs: presence.disconnectedMs }
      : { kind: 'lost', sinceMs: presence.disconnectedMs };
  }
  if (nowMs - presence.lastHeardMs > heardAllowanceMs) return { kind: 'lost', sinceMs: presence.lastHeardMs };
  return { kind: 'connected' };
}

const rank: Record<OverlayState['kind'], number> = { lost: 0, connected: 1, closed: 2 };

/** Lost overlays first (they need someone), then connected ones, then closed; newest first within each. */
export function byAttention<T extends PresenceTimes>(presences: readonly T[], nowMs: number): T[] {
  return [...presences].sort(
    (a, b) =>
      rank[overlayState(a, nowMs).kind] - rank[overlayState(b, nowMs).kind] || b.lastHeardMs - a.lastHeardMs,
  );
}
