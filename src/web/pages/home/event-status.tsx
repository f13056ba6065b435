import { endedText } from '../../../../content/home';
import { links } from '../../../../content/links';
import { eventPhase } from '../../../domain/event-phase';
import { Countdown } from '../../components/countdown';
import { useEdition } from '../../lib/edition/use-edition';

/** The hero: counting down, live now, or ended (docs/product/site-and-pages.md, "Home"). */
export function EventStatus({ now }: { now: number }) {
  const edition = useEdition();
  const { venue } = edition;
  const phase = eventPhase(edition.dates, now);
  return (
    <section className="card hero" aria-labelledby="event-status">
      {phase === 'upcoming' && (
        <>
          <h1 id="event-status">
            {edition.name} {edition.year} is coming soon!
          </h1>
          <p className="hero__when">
            {edition.datesText} · {venue.name}, {venue.address}
          </p>
          <Countdown target={edition.dates.start} label="Doors open in" />
        </>
      )}
      {phase === 'live' && (
        <>
          <h1 id="event-status">{edition.name} is live now!</h1>
          <p className="hero__when">
            {edition.datesText} · {venue.name}
          </p>
        </>
      )}
      {phase === 'ended' && (
        <>
          <h1 id="event-status">
            {edition.name} {edition.year} has ended.
          </h1>
          <p>
            {endedText}{' '}
            <a href={links.highlightsChannel} target="_blank" rel="noopener noreferrer">
              Watch the highlights
            </a>
          </p>
        </>
      )}
    </section>
  );
}
