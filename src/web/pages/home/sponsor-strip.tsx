import { sponsors } from '../../../../content/sponsors';
import { Card } from '../../components/card';

export function SponsorStrip() {
  return (
    <Card id="sponsors-heading" level={2} heading="Our sponsors" className="sponsors">
      <ul className="sponsors__list">
        {sponsors.map((sponsor) => (
          <li key={sponsor.name}>
            <a href={sponsor.href} target="_blank" rel="noopener noreferrer">
              <img src={sponsor.logo} alt={sponsor.name} width={320} height={120} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
