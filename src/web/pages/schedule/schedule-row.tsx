import { myScheduleTexts, scheduleTexts } from '../../../../content/schedule';
import { formatClock, isoWithOffset, type ScheduleEntry } from '../../../domain/schedule';

interface Props {
  entry: ScheduleEntry;
  id: string;
  /** Entries without a real timeslot are listed without times. */
  showTimes: boolean;
  /** The zone the times are shown in; undefined: the visitor's own. */
  timeZone?: string | undefined;
  /** The entry running now: highlighted, and the target of 'Jump to now'. */
  current?: boolean;
  /** Whether the visitor starred it; undefined until the page can keep a star (no star shown). */
  starred?: boolean | undefined;
  onToggleStar?: () => void;
}

export function ScheduleRow({
  entry,
  id,
  showTimes,
  timeZone,
  current = false,
  starred,
  onToggleStar,
}: Props) {
  return (
    <li
      id={id}
      className={`schedule-row${current ? ' schedule-row--current' : ''}${starred === undefined ? '' : ' schedule-row--starrable'}`}
      aria-current={current ? 'time' : undefined}
      // Focusable from script only: 'Jump to now' moves focus here.
      tabIndex={-1}
    >
      {showTimes && (
        <p className="schedule-row__time">
          <time dateTime={isoWithOffset(entry.start, timeZone)}>{formatClock(entry.start, timeZone)}</time>
          {' – '}
          <time dateTime={isoWithOffset(entry.end, timeZone)}>{formatClock(entry.end, timeZone)}</time>
        </p>
      )}
      <div className="schedule-row__body">
        <h3 className="schedule-row__title">
          {entry.events}
          {current && <span className="schedule-row__now">Now</span>}
        </h3>
        <p className="schedule-row__location">{entry.location}</p>
        {entry.emcees && (
          <p className="schedule-row__hosts">
            {scheduleTexts.hostedBy} {entry.emcees}
          </p>
        )}
        {entry.description && <p className="schedule-row__description">{entry.description}</p>}
      </div>
      {starred !== undefined && (
        <button
          type="button"
          className={`schedule-star${starred ? ' schedule-star--on' : ''}`}
          aria-pressed={starred}
          aria-label={`${starred ? myScheduleTexts.unstar : myScheduleTexts.star} ${entry.events}`}
          onClick={onToggleStar}
        >
          <span aria-hidden="true">{starred ? '★' : '☆'}</span>
        </button>
      )}
    </li>
  );
}
