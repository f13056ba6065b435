import { scheduleTexts } from '../../../../content/schedule';
import { schedulePhase } from '../../../domain/schedule';
import { messageOf } from '../../lib/api';
import { useNow } from '../../lib/clock';
import { useEdition } from '../../lib/edition/use-edition';
import { ScheduleView } from './schedule-view';
import { useSchedule } from './use-schedule';
import './schedule-page.css';

// The livestream schedule (docs/product/schedule-and-info.md, "Schedule"): loading, then the tentative
// schedule until the cutoff (the event's end), and from then on only a note that the event has ended.
export default function SchedulePage() {
  // A quarter-minute is fine enough for the running entry's highlight and the cutoff.
  const now = useNow(15_000);
  const phase = schedulePhase(useEdition().dates.end, now);
  const schedule = useSchedule(phase === 'tentative');

  if (phase === 'ended') {
    return (
      <section className="card schedule-card">
        <h1>{scheduleTexts.heading}</h1>
        <p>{scheduleTexts.ended}</p>
      </section>
    );
  }
  if (schedule.status === 'loading') {
    return (
      <section className="card schedule-card" aria-busy="true">
        <h1>{scheduleTexts.heading}</h1>
        <p role="status">{scheduleTexts.loading}</p>
      </section>
    );
  }
  if (schedule.status === 'error') {
    return (
      <section className="card schedule-card">
        <h1>{scheduleTexts.heading}</h1>
        <p role="alert">{messageOf(schedule.error, 'The schedule could not be loaded. Please try again.')}</p>
        <button type="button" className="button" onClick={schedule.retry}>
          Try again
        </button>
      </section>
    );
  }
  return <ScheduleView entries={schedule.data} now={now} />;
}
