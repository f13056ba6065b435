import { describe, expect, it } from 'vitest';
import { byAttention, overlayState } from './overlay-presence';

// An overlay not heard from for 90 seconds counts as lost (docs/product/realtime.md).
const heardAllowanceMs = 90_000;

const now = 1_000_000_000;
const heard = (agoMs: number) => ({ lastHeardMs: now - agoMs, disconnectedMs: null, closedByPage: false });

describe('whether an overlay is live', () => {
  it('is connected while the server holds its connection and heard from it lately', () => {
    expect(overlayState(heard(0), now)).toEqual({ kind: 'connected' });
    expect(overlayState(heard(heardAllowanceMs), now)).toEqual({ kind: 'connected' });
  });

  it('is lost since its last heartbeat once that is older than the allowance (its server died)', () => {
    expect(overlayState(heard(heardAllowanceMs + 1), now)).toEqual({
      kind: 'lost',
      sinceMs: now - heardAllowanceMs - 1,
    });
  });

  it('is lost from the moment its connection dropped, and closed when the page hung up itself', () => {
    const dropped = { lastHeardMs: now - 20_000, disconnectedMs: now - 5_000, closedByPage: false };
    expect(overlayState(dropped, now)).toEqual({ kind: 'lost', sinceMs: now - 5_000 });
    expect(overlayState({ ...dropped, closedByPage: true }, now)).toEqual({
      kind: 'closed',
      atMs: now - 5_000,
    });
  });

  it('lists lost overlays first, then connected, then closed, the most recently heard first in each', () => {
    const closed = { lastHeardMs: now, disconnectedMs: now, closedByPage: true };
    const lost = { lastHeardMs: now - 1_000, disconnectedMs: now - 500, closedByPage: false };
    const silent = heard(heardAllowanceMs * 2);
    const older = heard(10_000);
    const newer = heard(1_000);
    expect(byAttention([closed, older, silent, newer, lost], now)).toEqual([
      lost,
      silent,
      newer,
      older,
      closed,
    ]);
  });
});
