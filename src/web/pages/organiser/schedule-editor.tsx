import { type FormEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { timeslotThreshold } from '../../../../content/schedule';
import { scheduleEntrySchema, scheduleResponseSchema } from '../../../contracts/schedule';
import { formatClock, type ScheduleEntry, splitByTimeslot } from '../../../domain/schedule';
import { zoneAbbreviation } from '../../../domain/time-zone';
import { Card } from '../../components/card';
import { bindDraft, CheckboxField, Field, FormStatus, TextareaField } from '../../components/forms';
import { getJson } from '../../lib/api';
import { OrgTable } from './org-table';
import { failureText, organiserPost } from './organiser-api';
import { useOrganiserTimes } from './organiser-time';
import { useRevealOnEdit } from './reveal-form';
import { draftOf, emptyScheduleDraft, entryOf, type ScheduleDraft } from './schedule-draft';
import { useOrganiserAction } from './use-organiser-action';

const removedSchema = z.object({ removed: z.int() });

/** The table's "When" in one zone; its day formatter is made once per zone, not once per row. */
function whenIn(timeZone: string) {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return (entry: ScheduleEntry): string => {
    if (entry.start < timeslotThreshold) return 'No timeslot yet';
    // With the zone's name, as every time on the dashboard (docs/product/organisers.md, "Times").
    const zone = zoneAbbreviation(entry.start * 1000, timeZone);
    return `${day.format(entry.start * 1000)}, ${formatClock(entry.start, timeZone)} – ${formatClock(entry.end, timeZone)} ${zone}`;
  };
}

/** Add, change and remove schedule entries; /schedule pages that are open reload at once. */
export function ScheduleEditor({ pass, onChanged }: { pass: string; onChanged(): void }) {
  const id = useId();
  const { timeZone, zoneLabel } = useOrganiserTimes();
  const when = useMemo(() => whenIn(timeZone), [timeZone]);
  const [entries, setEntries] = useState<ScheduleEntry[]>([]);
  const [draft, setDraft] = useState<ScheduleDraft>(emptyScheduleDraft);
  const bind = bindDraft(draft, (changes) => setDraft((current) => ({ ...current, ...changes })));
  const formRef = useRevealOnEdit<HTMLFormElement>(draft.id);
  const { busy, status, setStatus, run, submit } = useOrganiserAction(() => {
    load();
    onChanged();
  });

  const load = useCallback(() => {
    const timedFirst = (all: ScheduleEntry[]) => {
      const { timed, untimed } = splitByTimeslot(all, timeslotThreshold);
      setEntries([...timed, ...untimed]);
    };
    getJson('/api/schedule', scheduleResponseSchema).then(timedFirst, (error: unknown) =>
      setStatus({ text: failureText(error), error: true }),
    );
  }, [setStatus]);
  useEffect(load, [load]);

  function save(event: FormEvent) {
    event.preventDefault();
    const path = draft.id === null ? '/api/organiser/schedule' : `/api/organiser/schedule/${draft.id}`;
    submit(entryOf(draft, timeZone), async ({ entry }) => {
      const saved = await organiserPost(path, pass, { entry }, scheduleEntrySchema);
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
    <Card id={`${id}-heading`} level={2} heading="Schedule" className="org-no-print">
      <OrgTable columns={[`When (${zoneLabel})`, 'Title', 'Location']} actions>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{when(entry)}</td>
            <td className="org-free">{entry.events}</td>
            <td className="org-free">{entry.location}</td>
            <td className="org-row-actions">
              <button
                type="button"
                className="button"
                aria-label={`Edit ${entry.events}`}
                onClick={() => setDraft(draftOf(entry, timeslotThreshold, timeZone))}
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
      </OrgTable>

      <form
        ref={formRef}
        className="org-form org-subform"
        onSubmit={save}
        aria-labelledby={`${id}-form-heading`}
      >
        <h3 id={`${id}-form-heading`}>
          {draft.id === null
            ? 'Add an entry'
            : `Edit "${entries.find((entry) => entry.id === draft.id)?.events ?? draft.events}"`}
        </h3>
        {/* What and where first: the timeslot is often decided last. */}
        <Field label="Title" {...bind.text('events')} />
        <div className="org-grid">
          <Field label="Location" {...bind.text('location')} />
          <Field label="Hosted by" {...bind.text('emcees')} />
        </div>
        <CheckboxField label="No timeslot yet" {...bind.checked('untimed')} />
        {!draft.untimed && (
          <div className="org-grid">
            <Field label={`Start (${zoneLabel})`} type="datetime-local" {...bind.text('start')} />
            <Field label={`End (${zoneLabel})`} type="datetime-local" {...bind.text('end')} />
          </div>
        )}
        <TextareaField label="Description (optional)" rows={3} {...bind.text('description')} />
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
        <FormStatus status={status} />
      </form>
    </Card>
  );
}
