import type { OverlayName } from '../../domain/overlay-presence';
import type { LiveDataStore } from './live-data';
import { identifyOverlay, listenRealtime, onRealtimeConnected, watchRealtimeStatus } from './socket';

/**
 * Starts a stream overlay's plain-DOM page (docs/decisions/023-overlay-entry.md): says which overlay it
 * is before the first handshake, so the dashboard can tell the streamer when it is lost
 * (docs/product/realtime.md), then draws on every change of its data and of its connection. `draw`
 * gets whether the connection is down, for the overlay's small stale marker.
 */
export function startOverlay<T, E>(
  overlay: OverlayName,
  store: LiveDataStore<T, E>,
  draw: (stale: boolean) => void,
): void {
  let stale = false;
  const render = () => draw(stale);
  store.subscribe(render);
  identifyOverlay(overlay);
  watchRealtimeStatus((status) => {
    const down = status.state === 'disconnected';
    if (down === stale) return;
    stale = down;
    render();
  });
  store.start({ listen: listenRealtime, onConnected: onRealtimeConnected });
  render();
}
