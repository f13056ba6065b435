import { edition } from '../../../../content/edition';
import { scheduleTexts } from '../../../../content/schedule';
import { schedulePhase } from '../../../domain/schedule';
import { useNow } from '../../lib/clock';
import { ScheduleView } from './schedule-view';
import { useSchedule } from './use-schedule';
import './schedule-page.css';

// The livestream schedule (SPEC section 2, Schedule): loading, then the tentative schedule until the
// cutoff (the event's end), and from then on only a note that the event has ended.
export default function SchedulePage() {
  // A quarter-minute is fine enough for the running entry's highlight and the cutoff.
  const now = useNow(15_000);
  const phase = schedulePhase(edition.dates.end, now);
  const { state, retry } = useSchedule(phase === 'tentative');

  if (phase === 'ended') {
    return (
      <section className="card schedule-card">
        <h1>{scheduleTexts.heading}</h1>
        <p>{scheduleTexts.ended}</p>
      </section>
    );
  }
  if (state.status === 'loading') {
    return (
      <section className="card schedule-card" aria-busy="true">
        <p role="status">{scheduleTexts.loading}</p>
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className="card schedule-card">
        <h1>{scheduleTexts.heading}</h1>
        <p role="alert">{state.message}</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </section>
    );
  }
  return <ScheduleView entries={state.entries} now={now} />;
}
