import { donateCardTexts as texts } from '../../../../content/donate-card';
import { readChangeNotice } from '../../../contracts/answers-wire';
import { readPrizeOffers } from '../../../contracts/prizes-wire';
import { qualifyingPrizes } from '../../../domain/prizes/prizes';
import { getJson } from '../../lib/api';
import { useNow } from '../../lib/clock';
import { useLiveData } from '../../lib/use-live-data';
import { Link } from '../../router/link';

/**
 * The open prizes the typed amount enters by itself (docs/product/prizes.md, "On the donation form"), by
 * the rule the server draws with (src/domain/prizes/prizes.ts). Read by hand, without zod, as the rest of
 * this page's answers (docs/decisions/044-public-pages-without-zod.md). The live region is always there,
 * so a screen reader hears the list when it appears.
 */
export function PrizesHint({ amountCents }: { amountCents: number }) {
  const now = useNow(30_000);
  const prizes = useLiveData({
    name: 'the prizes',
    load: (signal) => getJson('/api/prizes', readPrizeOffers, signal),
    reloadOn: { 'prizes-changed': readChangeNotice },
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
