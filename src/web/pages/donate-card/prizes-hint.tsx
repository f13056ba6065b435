import { donateCardTexts as texts } from '../../../../content/donate-card';
import { qualifyingPrizes } from '../../../domain/prizes/prizes';
import { getJson } from '../../lib/api';
import { useNow } from '../../lib/clock';
import { lazySchema } from '../../lib/lazy-schema';
import { useLiveData } from '../../lib/use-live-data';
import { Link } from '../../router/link';

/**
 * The open prizes the typed amount enters by itself (docs/product/prizes.md, "On the donation form"), by
 * the rule the server draws with (src/domain/prizes/prizes.ts). The live region is always there, so a
 * screen reader hears the list when it appears.
 */
/** Fetched with the first read, as the rest of this page's schemas (lib/lazy-schema.ts). */
const prizeOffers = lazySchema(() =>
  import('../../../contracts/prizes').then((module) => module.prizeOffersSchema),
);

export function PrizesHint({ amountCents }: { amountCents: number }) {
  const now = useNow(30_000);
  const prizes = useLiveData({
    name: 'the prizes',
    load: (signal) => getJson('/api/prizes', prizeOffers, signal),
    reloadOn: ['prizes-changed'],
    reloadOnConnect: true,
  });
  const qualifying = qualifyingPrizes(prizes.data ?? [], amountCents, now);
  return (
    <div aria-live="polite">
      {qualifying.length > 0 && (
        <div className="prizes-hint">
          <p>{texts.prizesHint}</p>
          <ul>
            {qualifying.map((prize) => (
              <li key={prize.id}>{prize.name}</li>
            ))}
          </ul>
          <p>
            <Link to={texts.prizesPath}>{texts.prizesLink}</Link>
          </p>
        </div>
      )}
    </div>
  );
}
