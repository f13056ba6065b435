import { type MouseEvent, useDeferredValue, useMemo, useState } from 'react';
import { myScheduleTexts, scheduleTexts, timeslotThreshold } from '../../../../content/schedule';
import { entriesParam } from '../../../domain/my-schedule';
import { currentEntry, groupByDay, type ScheduleEntry, splitByTimeslot } from '../../../domain/schedule';
import { Card } from '../../components/card';
import { useEdition } from '../../lib/edition/use-edition';
import { ScheduleRow } from './schedule-row';
import { toggleStarred, useStarred } from './starred-entries';
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
  const { year } = useEdition();
  const starred = useStarred(year);
  const [mineOnly, setMineOnly] = useState(false);
  const mine = useMemo(
    () => (starred ? entries.filter((entry) => starred.has(entry.id)) : []),
    [entries, starred],
  );
  // The button shows its new state at once; the list, a few hundred rows on a slow phone, follows in a
  // render React may set aside for the next tap.
  const listsMineOnly = useDeferredValue(mineOnly);
  const shown = listsMineOnly ? mine : entries;
  const { timed, untimed } = useMemo(() => splitByTimeslot(shown, timeslotThreshold), [shown]);
  const days = useMemo(() => groupByDay(timed, zone.timeZone), [timed, zone.timeZone]);
  const running = currentEntry(timed, now);
  const star = (entry: ScheduleEntry) => ({
    starred: starred ? starred.has(entry.id) : undefined,
    onToggleStar: () => toggleStarred(year, entry.id),
  });

  return (
    <div className="schedule">
      <Card
        id="schedule-heading"
        level={1}
        heading={scheduleTexts.heading}
        className="schedule-card schedule-intro"
      >
        <p className="schedule-intro__tentative">{scheduleTexts.tentative}</p>
        <ZoneNote zone={zone} referenceTime={timed[0]?.start ?? now / 1000} />
        <p className="schedule-intro__actions">
          <a className="button" href="/schedule.ics">
            {scheduleTexts.addToCalendar}
          </a>
          {starred && (
            <button
              type="button"
              className="button"
              aria-pressed={mineOnly}
              onClick={() => setMineOnly((on) => !on)}
            >
              {`${myScheduleTexts.showMine} (${mine.length})`}
            </button>
          )}
          {mine.length > 0 && (
            <a
              className="button"
              href={`/schedule.ics?entries=${entriesParam(mine.map((entry) => entry.id))}`}
            >
              {myScheduleTexts.addMineToCalendar}
            </a>
          )}
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
        {starred && <p className="schedule-intro__kept">{myScheduleTexts.keptHere}</p>}
      </Card>

      <div className="card schedule-card">
        {listsMineOnly && mine.length === 0 && <p className="schedule-empty">{myScheduleTexts.empty}</p>}
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
                  {...star(entry)}
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
                <ScheduleRow
                  key={entry.id}
                  entry={entry}
                  id={entryElementId(entry)}
                  showTimes={false}
                  {...star(entry)}
                />
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
