import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { edition } from '../../../../content/edition';
import { timeslotThreshold } from '../../../../content/schedule';
import { scheduleEntrySchema, scheduleResponseSchema } from '../../../contracts/schedule';
import { formatClock, type ScheduleEntry, splitByTimeslot } from '../../../domain/schedule';
import { getJson } from '../../lib/api';
import { failureText, organiserPost } from './organiser-api';
import { draftOf, emptyScheduleDraft, entryOf, type ScheduleDraft } from './schedule-draft';

const removedSchema = z.object({ removed: z.number().int() });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: edition.timeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

function when(entry: ScheduleEntry): string {
  if (entry.start < timeslotThreshold) return 'No timeslot yet';
  const day = dayFormat.format(new Date(entry.start * 1000));
  return `${day}, ${formatClock(entry.start, edition.timeZone)} – ${formatClock(entry.end, edition.timeZone)}`;
}

/** Add, change and remove schedule entries; /schedule pages that are open reload at once. */
export function ScheduleEditor({ pass, onChanged }: { pass: string; onChanged(): void }) {
  const id = useId();
  const [entries, setEntries] = useState<ScheduleEntry[]>([]);
  const [draft, setDraft] = useState<ScheduleDraft>(emptyScheduleDraft);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (changes: Partial<ScheduleDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const load = useCallback(() => {
    const timedFirst = (all: ScheduleEntry[]) => {
      const { timed, untimed } = splitByTimeslot(all, timeslotThreshold);
      setEntries([...timed, ...untimed]);
    };
    getJson('/api/schedule', scheduleResponseSchema).then(timedFirst, (error: unknown) =>
      setStatus({ text: failureText(error), error: true }),
    );
  }, []);
  useEffect(load, [load]);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      setStatus({ text: await action(), error: false });
      load();
      onChanged();
    } catch (error) {
      setStatus({ text: failureText(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const result = entryOf(draft, edition.timeZone);
    if ('error' in result) {
      setStatus({ text: result.error, error: true });
      return;
    }
    const path = draft.id === null ? '/api/organiser/schedule' : `/api/organiser/schedule/${draft.id}`;
    void run(async () => {
      const saved = await organiserPost(path, pass, { entry: result.entry }, scheduleEntrySchema);
      setDraft(emptyScheduleDraft);
      return `Saved "${saved.events}".`;
    });
  }

  function remove(entry: ScheduleEntry) {
    if (!window.confirm(`Remove "${entry.events}" from the schedule?`)) return;
    void run(async () => {
      await organiserPost(`/api/organiser/schedule/${entry.id}/delete`, pass, {}, removedSchema);
      if (draft.id === entry.id) setDraft(emptyScheduleDraft);
      return `Removed "${entry.events}".`;
    });
  }

  return (
    <section className="card org-no-print" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Schedule</h2>
      <div className="org-table-wrap">
        <table className="org-table">
          <thead>
            <tr>
              <th scope="col">When ({edition.timeZoneLabel})</th>
              <th scope="col">Title</th>
              <th scope="col">Location</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry)}</td>
                <td>{entry.events}</td>
                <td>{entry.location}</td>
                <td className="org-row-actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={`Edit ${entry.events}`}
                    onClick={() => setDraft(draftOf(entry, timeslotThreshold, edition.timeZone))}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Remove ${entry.events}`}
                    disabled={busy}
                    onClick={() => remove(entry)}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <form className="org-form org-subform" onSubmit={save} aria-labelledby={`${id}-form-heading`}>
        <h3 id={`${id}-form-heading`}>
          {draft.id === null
            ? 'Add an entry'
            : `Edit "${entries.find((entry) => entry.id === draft.id)?.events ?? draft.events}"`}
        </h3>
        <label className="org-choice">
          <input
            type="checkbox"
            checked={draft.untimed}
            onChange={(event) => set({ untimed: event.target.checked })}
          />
          No timeslot yet
        </label>
        {!draft.untimed && (
          <div className="org-grid">
            <div className="org-field">
              <label htmlFor={`${id}-start`}>Start ({edition.timeZoneLabel})</label>
              <input
                id={`${id}-start`}
                type="datetime-local"
                value={draft.start}
                onChange={(event) => set({ start: event.target.value })}
              />
            </div>
            <div className="org-field">
              <label htmlFor={`${id}-end`}>End ({edition.timeZoneLabel})</label>
              <input
                id={`${id}-end`}
                type="datetime-local"
                value={draft.end}
                onChange={(event) => set({ end: event.target.value })}
              />
            </div>
          </div>
        )}
        <div className="org-field">
          <label htmlFor={`${id}-events`}>Title</label>
          <input
            id={`${id}-events`}
            type="text"
            value={draft.events}
            onChange={(event) => set({ events: event.target.value })}
          />
        </div>
        <div className="org-grid">
          <div className="org-field">
            <label htmlFor={`${id}-location`}>Location</label>
            <input
              id={`${id}-location`}
              type="text"
              value={draft.location}
              onChange={(event) => set({ location: event.target.value })}
            />
          </div>
          <div className="org-field">
            <label htmlFor={`${id}-emcees`}>Hosted by</label>
            <input
              id={`${id}-emcees`}
              type="text"
              value={draft.emcees}
              onChange={(event) => set({ emcees: event.target.value })}
            />
          </div>
        </div>
        <div className="org-field">
          <label htmlFor={`${id}-description`}>Description (optional)</label>
          <textarea
            id={`${id}-description`}
            rows={3}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        </div>
        <div className="org-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {draft.id === null ? 'Add entry' : 'Save entry'}
          </button>
          {draft.id !== null && (
            <button type="button" className="button" onClick={() => setDraft(emptyScheduleDraft)}>
              Cancel
            </button>
          )}
        </div>
        <p className={`org-status${status?.error ? ' org-status--error' : ''}`} role="status">
          {status?.text}
        </p>
      </form>
    </section>
  );
}
