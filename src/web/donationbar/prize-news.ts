import { prizeWonSchema } from '../../contracts/prizes';
import { listenRealtime } from '../lib/socket';
import { readWith } from '../lib/socket-readers';

// New prize winners on the overlay (docs/product/prizes.md, "On stream"): each 'prize-won' event shows a
// line under the bar for a while, in an element of its own beside the panel, so redrawing the panel's
// numbers never wipes it. A winner drawn while the overlay was disconnected is not replayed: the hosts
// read winners out, and /prizes lists them.

/** How long a winner's line stays up. */
const shownMs = 30_000;

export function showPrizeWinners(): void {
  const line = document.createElement('p');
  line.className = 'donationbar-prize';
  line.setAttribute('role', 'status');
  line.hidden = true;
  document.body.append(line);
  let timer: ReturnType<typeof setTimeout> | undefined;
  listenRealtime('prize-won', readWith(prizeWonSchema), (won) => {
    line.textContent = `Prize won: ${won.prize} (${won.winners.join(', ')})`;
    line.hidden = false;
    clearTimeout(timer);
    timer = setTimeout(() => {
      line.hidden = true;
    }, shownMs);
  });
}
