import type { RecentCheckIn } from '../../../../contracts/check-in';
import { useOrganiserTimes } from '../organiser-time';
import { ticketLabel } from './door-labels';
import type { DoorOutboxState } from './door-outbox';

/** Scans waiting for the connection, and what the server said about the ones sent since. */
export function OutboxPanel({ queue, onDismiss }: { queue: DoorOutboxState; onDismiss(id: string): void }) {
  if (queue.waiting.length === 0 && queue.reports.length === 0) return null;
  return (
    <section className="door-panel" aria-labelledby="door-outbox-heading">
      <h2 id="door-outbox-heading">Offline scans</h2>
      {queue.waiting.length > 0 && (
        <>
          <p className="door-panel__lead">
            {queue.waiting.length} waiting to send. They are sent as soon as the connection returns.
          </p>
          <ul className="door-list" aria-label="Waiting to send">
            {queue.waiting.map((scan) => (
              <li key={scan.code}>
                <span>{scan.name?.trim() || 'Badge'}</span> <span className="door-code">{scan.code}</span>{' '}
                <em>waiting to send</em>
              </li>
            ))}
          </ul>
        </>
      )}
      {queue.reports.length > 0 && (
        <ul className="door-reports" aria-label="Sent since">
          {queue.reports.map((report) => (
            <li key={report.id} className={`door-report door-report--${report.tone}`}>
              <span>{report.message}</span>
              <button
                type="button"
                className="button door-report__dismiss"
                onClick={() => onDismiss(report.id)}
              >
                OK
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The newest check-ins at every door, updated live. */
export function RecentCheckIns({ recent }: { recent: readonly RecentCheckIn[] }) {
  const times = useOrganiserTimes();
  return (
    <section className="door-panel" aria-labelledby="door-recent-heading">
      <h2 id="door-recent-heading">Recent check-ins</h2>
      {recent.length === 0 ? (
        <p className="door-panel__lead">Nobody checked in yet.</p>
      ) : (
        <ol className="door-list" aria-label="Recent check-ins">
          {recent.map((entry) => (
            <li key={entry.code}>
              <span>{entry.name.trim() || entry.code}</span>{' '}
              <span className="door-list__meta">
                {ticketLabel(entry.ticketType)} · {times.short(entry.checkedInAt)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
