import { useEffect, useState } from 'react';
import { watchConnectionLost } from '../lib/connection-lost';
import './live-connection-notice.css';

// The one sentence a page (never an overlay) shows when its live connection has been gone for 10 s
// (docs/product/realtime.md, "What a visitor sees"; docs/decisions/032-lost-connections.md).

const connectionLostText = 'Live updates lost: reconnecting…';

/** Whether the page has gone 10 s without a live connection; false while the server renders. */
function useConnectionLost(): boolean {
  const [lost, setLost] = useState(false);
  useEffect(() => watchConnectionLost(setLost), []);
  return lost;
}

/**
 * Drop it where the page's own status lines go. The live region stays in the page, empty and taking no
 * room, so a screen reader announces the sentence when it appears.
 */
export function LiveConnectionNotice() {
  const lost = useConnectionLost();
  return (
    <div role="status" className="live-connection">
      {lost && <p className="live-connection__lost">{connectionLostText}</p>}
    </div>
  );
}
