import { sponsors } from '../../../../content/sponsors';

export function SponsorStrip() {
  return (
    <section className="card sponsors" aria-labelledby="sponsors-heading">
      <h2 id="sponsors-heading">Our sponsors</h2>
      <ul className="sponsors__list">
        {sponsors.map((sponsor) => (
          <li key={sponsor.name}>
            <a href={sponsor.href} target="_blank" rel="noopener noreferrer">
              <img src={sponsor.logo} alt={sponsor.name} width={320} height={120} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
