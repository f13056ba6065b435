import { type MouseEvent, useMemo } from 'react';
import { scheduleTexts, timeslotThreshold } from '../../../../content/schedule';
import { currentEntry, groupByDay, type ScheduleEntry, splitByTimeslot } from '../../../domain/schedule';
import { ScheduleRow } from './schedule-row';
import { useShownZone, ZoneNote } from './zone-note';

interface Props {
  entries: ScheduleEntry[];
  now: number;
}

const entryElementId = (entry: ScheduleEntry) => `entry-${entry.id}`;

function jumpTo(event: MouseEvent<HTMLAnchorElement>, entry: ScheduleEntry) {
  const target = document.getElementById(entryElementId(entry));
  if (!target) return;
  // Scrolled and focused here rather than by the hash, so keyboard users continue from the entry.
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  target.focus({ preventScroll: true });
}

/** The tentative schedule: days of timed entries, then the entries still waiting for a timeslot. */
export function ScheduleView({ entries, now }: Props) {
  const zone = useShownZone();
  const { timed, untimed } = useMemo(() => splitByTimeslot(entries, timeslotThreshold), [entries]);
  const days = useMemo(() => groupByDay(timed, zone.timeZone), [timed, zone.timeZone]);
  const running = currentEntry(timed, now);

  return (
    <div className="schedule">
      <section className="card schedule-card schedule-intro" aria-labelledby="schedule-heading">
        <h1 id="schedule-heading">{scheduleTexts.heading}</h1>
        <p className="schedule-intro__tentative">{scheduleTexts.tentative}</p>
        <ZoneNote zone={zone} referenceTime={timed[0]?.start ?? now / 1000} />
        <p className="schedule-intro__actions">
          <a className="button" href="/schedule.ics">
            {scheduleTexts.addToCalendar}
          </a>
          {running && (
            <a
              className="button button--primary"
              href={`#${entryElementId(running)}`}
              onClick={(event) => jumpTo(event, running)}
            >
              {scheduleTexts.jumpToNow}
            </a>
          )}
        </p>
      </section>

      <div className="card schedule-card">
        {days.map((day) => (
          <section key={day.key} className="schedule-day" aria-labelledby={`day-${day.key}`}>
            <h2 id={`day-${day.key}`} className="schedule-day__heading">
              {day.heading}
            </h2>
            <ol className="schedule-list">
              {day.entries.map((entry) => (
                <ScheduleRow
                  key={entry.id}
                  entry={entry}
                  id={entryElementId(entry)}
                  showTimes
                  timeZone={zone.timeZone}
                  current={entry === running}
                />
              ))}
            </ol>
          </section>
        ))}

        {untimed.length > 0 && (
          <section className="schedule-untimed" aria-labelledby="schedule-untimed-heading">
            <hr className="schedule-divider" />
            <h2 id="schedule-untimed-heading" className="schedule-untimed__heading">
              {scheduleTexts.untimedIntro}
            </h2>
            <ul className="schedule-list schedule-list--untimed">
              {untimed.map((entry) => (
                <ScheduleRow key={entry.id} entry={entry} id={entryElementId(entry)} showTimes={false} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
