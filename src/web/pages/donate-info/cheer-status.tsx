import { donateInfo } from '../../../../content/donate';
import { type TwitchStatus, twitchStatusSchema } from '../../../contracts/twitch';
import { formatUsd } from '../../../domain/money';
import { Card } from '../../components/card';
import { requestJson } from '../../lib/api';
import { useLiveData } from '../../lib/use-live-data';

const statusLines: Record<TwitchStatus['cheers'], string> = {
  on: 'Cheers are connected right now: each one is counted in the fundraiser as it arrives.',
  off: 'Cheers are not connected right now: a cheer still supports our channel, but it is not counted in the fundraiser total and marks no cell.',
  revoked:
    'Cheers are not connected right now (Twitch stopped sending them to us): a cheer still supports our channel, but it is not counted in the fundraiser total and marks no cell until we reconnect.',
};

/**
 * What bits really do (docs/product/donations-and-incentives.md, "Bits"): what they count toward, the
 * real minimum for a mark, and whether the server hears cheers right now (GET /api/twitch/status).
 */
export function CheerStatus() {
  const status = useLiveData({
    name: 'whether cheers are connected',
    load: (signal) => requestJson('/api/twitch/status', twitchStatusSchema, { signal }),
    refreshEveryMs: 60_000,
  });
  const minimum = donateInfo.markCellMinimumBits;
  return (
    <Card id="bits-count-heading" level={2} heading="Where your bits go">
      <p
        className={`cheer-status cheer-status--${status.data?.cheers ?? 'loading'}`}
        aria-busy={!status.data}
      >
        {status.data ? statusLines[status.data.cheers] : 'Checking whether cheers are connected…'}
      </p>
      <ul>
        <li>
          Every cheer counts toward the total raised: 1 bit counts as 1 cent, so 100 bits add {formatUsd(100)}
          . It shows on the donations list and the stream’s progress bar under your Twitch name, or as
          Anonymous for an anonymous cheer.
        </li>
        <li>
          Bits count toward the total only: they cannot vote in a bid war or unlock an incentive. To back an
          incentive, donate by card.
        </li>
        <li>
          A cheer under {minimum} bits, or one naming no cell on the {donateInfo.markCellGridSize} by{' '}
          {donateInfo.markCellGridSize} grid, still counts; it just marks nothing. A marked cell glows for{' '}
          {donateInfo.markCellGlowSeconds} seconds with your name beside it.
        </li>
      </ul>
    </Card>
  );
}
