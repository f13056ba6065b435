import { type ReactNode, useState } from 'react';
import { editionHighlightsTexts as texts } from '../../../../content/edition-highlights';
import {
  type EditionHighlightsWire,
  editionHighlightsSchema,
  highlightsYearOf,
  type IncentiveResultWire,
} from '../../../contracts/edition-highlights';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { Card } from '../../components/card';
import { ApiError, getJson, messageOf } from '../../lib/api';
import { useLiveData } from '../../lib/use-live-data';
import { Link } from '../../router/link';
import { useRenderedData } from '../../router/rendered-state';
import { useLocation } from '../../router/use-location';
import NotFoundPage from '../not-found/not-found-page';
import './edition-highlights-page.css';

// A past edition's highlights (docs/product/site-and-pages.md, "Past editions"): its name and dates,
// what it raised for charity, its donations and tickets, and how each incentive ended, as the database
// holds them. Sent rendered with its data (contracts/page-data.ts); a page opened by a link loads it.

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

function IncentiveResult({ result }: { result: IncentiveResultWire }) {
  const outcome = result.goal === null ? texts.noGoal : result.met ? texts.met : texts.notMet;
  return (
    <li className="edition-highlights__incentive">
      <h3>{result.title}</h3>
      <p>
        {result.goal === null
          ? usd(result.raised)
          : `${usd(result.raised)} ${texts.ofGoal} ${usd(result.goal)}`}{' '}
        · <strong>{outcome}</strong>
      </p>
      {result.winner !== null && (
        <p>
          {texts.winner}: <strong>{result.winner}</strong>
        </p>
      )}
    </li>
  );
}

function Highlights({ edition }: { edition: EditionHighlightsWire }) {
  return (
    <>
      <Card id="edition-heading" level={1} heading={texts.heading(edition.name, edition.year)}>
        <p>
          <time dateTime={edition.startsAt}>{edition.datesText}</time>
        </p>
        <p>{texts.intro}</p>
        <dl className="edition-highlights__facts">
          <div>
            <dt>{texts.raised}</dt>
            <dd>{usd(edition.raised)}</dd>
          </div>
          <div>
            <dt>{texts.donations}</dt>
            <dd>{edition.donations}</dd>
          </div>
          <div>
            <dt>{texts.tickets}</dt>
            <dd>{edition.tickets}</dd>
          </div>
        </dl>
      </Card>
      <Card id="edition-incentives-heading" level={2} heading={texts.incentivesHeading}>
        {edition.incentives.length === 0 ? (
          <p>{texts.noIncentives}</p>
        ) : (
          <ul className="edition-highlights__incentives">
            {edition.incentives.map((result) => (
              <IncentiveResult key={result.title} result={result} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

/** The server sends a year without highlights (the current one, an unknown one) with null. */
export default function EditionHighlightsPage() {
  const year = highlightsYearOf(useLocation().pathname);
  // The year the server sent as the not-found page: nothing to load, and the same page once taken over.
  const sent = useRenderedData('/api/editions/:year');
  const sentMissing = sent === null;
  const [missingYear] = useState(() => (sentMissing ? year : null));
  const missing = missingYear !== null && missingYear === year;
  const highlights = useLiveData({
    name: 'this edition',
    key: [year],
    initial: sent ?? undefined,
    load: (signal) => getJson(`/api/editions/${year}`, editionHighlightsSchema, signal),
    enabled: !missing,
  });
  // A year without highlights is the site's not-found page, as the server sends it.
  if (missing || (highlights.error instanceof ApiError && highlights.error.status === 404))
    return <NotFoundPage />;
  let body: ReactNode;
  if (highlights.status === 'loading') body = <p role="status">{texts.loading}</p>;
  else if (highlights.status === 'error') {
    body = (
      <section className="card">
        <h1>{texts.failed}</h1>
        <p role="alert">{messageOf(highlights.error, texts.failed)}</p>
        <button type="button" className="button" onClick={highlights.retry}>
          {texts.retry}
        </button>
      </section>
    );
  } else body = <Highlights edition={highlights.data} />;
  return (
    <div className="edition-highlights">
      {body}
      <p>
        <Link to="/">{texts.back}</Link>
      </p>
    </div>
  );
}
