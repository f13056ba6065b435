import { useEffect, useState } from 'react';
import { prizesTexts as texts } from '../../../../content/prizes';
import type { PrizeWire } from '../../../contracts/prizes';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import type { PrizeState } from '../../../domain/prizes/prizes';
import { formatZonedTime } from '../../../domain/time-zone';
import { messageOf } from '../../lib/api';
import { useEdition } from '../../lib/edition/use-edition';
import { Link } from '../../router/link';
import { ClaimBox, takeClaimFromAddress } from './claim-box';
import { usePrizes } from './use-prizes';
import './prizes-page.css';

// The prizes (docs/product/prizes.md, "The prizes page"): open ones first, then those coming up, then
// past ones with their winners by the name the public saw, or "Anonymous"; and, opened from a winner's
// email, the box to claim.

function PrizeCard({ prize }: { prize: PrizeWire }) {
  const { timeZone } = useEdition();
  const when = (iso: string) => formatZonedTime(Date.parse(iso), timeZone);
  return (
    <li className="prize">
      {prize.imageUrl && (
        <img className="prize__image" src={prize.imageUrl} alt="" width={160} height={160} />
      )}
      <div>
        <h3 className="prize__name">{prize.name}</h3>
        {prize.description && <p>{prize.description}</p>}
        <dl className="prize__facts">
          {prize.sponsor && (
            <div>
              <dt>{texts.sponsor}</dt>
              <dd>{prize.sponsor}</dd>
            </div>
          )}
          <div>
            <dt>{texts.minimum}</dt>
            <dd>
              {formatUsd(dollarsToCents(prize.minimumDonation))} · {texts.winners(prize.winners)}
            </dd>
          </div>
          <div>
            <dt>{texts.window}</dt>
            <dd>
              <time dateTime={prize.opensAt}>{when(prize.opensAt)}</time> to{' '}
              <time dateTime={prize.closesAt}>{when(prize.closesAt)}</time>
            </dd>
          </div>
        </dl>
        {prize.state === 'closed' &&
          (prize.drawn.length === 0 ? (
            <p>{texts.notDrawn}</p>
          ) : (
            <p>
              {texts.drawnHeading}{' '}
              {prize.drawn
                .map((winner) => `${winner.name}${winner.claimed ? ` (${texts.claimed})` : ''}`)
                .join(', ')}
            </p>
          ))}
      </div>
    </li>
  );
}

const sections: [PrizeState, string][] = [
  ['open', texts.openHeading],
  ['upcoming', texts.upcomingHeading],
  ['closed', texts.closedHeading],
];

function PrizeList() {
  const prizes = usePrizes();
  if (prizes.status === 'loading') return <p role="status">{texts.loading}</p>;
  if (prizes.status === 'error')
    return (
      <>
        <p role="alert">{messageOf(prizes.error, texts.failed)}</p>
        <button type="button" className="button" onClick={prizes.retry}>
          {texts.retry}
        </button>
      </>
    );
  if (prizes.data.length === 0) return <p>{texts.none}</p>;
  return (
    <>
      {sections.map(([state, heading]) => {
        const shown = prizes.data.filter((prize) => prize.state === state);
        return (
          shown.length > 0 && (
            <section key={state} aria-labelledby={`prizes-${state}`}>
              <h2 id={`prizes-${state}`}>{heading}</h2>
              <ul className="prize-list">
                {shown.map((prize) => (
                  <PrizeCard key={prize.id} prize={prize} />
                ))}
              </ul>
            </section>
          )
        );
      })}
    </>
  );
}

export default function PrizesPage() {
  // Read after the first render, which must match the HTML the server sent (it never sees a fragment);
  // again when the fragment changes on an open page.
  const [claim, setClaim] = useState<string | null>(null);
  useEffect(() => {
    const take = () => {
      const token = takeClaimFromAddress();
      if (token !== null) setClaim(token);
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, []);
  return (
    <>
      {claim !== null && <ClaimBox key={claim} token={claim} />}
      <section className="card prizes-card">
        <h1>{texts.heading}</h1>
        <p>{texts.intro}</p>
        <p>
          <Link className="button" to={texts.donatePath}>
            {texts.donateLink}
          </Link>
        </p>
        <PrizeList />
      </section>
    </>
  );
}
