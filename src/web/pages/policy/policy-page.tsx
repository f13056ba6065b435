import { edition } from '../../../../content/edition';
import { policy } from '../../../../content/policy';
import { publicEnv } from '../../lib/public-env';
import './policy-page.css';

export default function PolicyPage() {
  return (
    <article className="card policy" aria-labelledby="policy-heading">
      <h1 id="policy-heading">{policy.title}</h1>
      <h2>Customer service</h2>
      <p>
        {policy.customerService} <a href={`mailto:${edition.email}`}>{edition.email}</a>.
      </p>
      <h2>Refunds</h2>
      {policy.refunds.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <h2>Privacy</h2>
      {policy.privacy.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <h3>{policy.keptHeading}</h3>
      {policy.kept(publicEnv.retentionDays, edition.email).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <em>Last updated {policy.lastUpdated}.</em> <em>What we keep added {policy.keptAdded}.</em>
      </p>
    </article>
  );
}
