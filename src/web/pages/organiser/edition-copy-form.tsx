import { type FormEvent, useId, useState } from 'react';
import { type EditionWire, editionCreatedSchema } from '../../../contracts/editions';
import { bindDraft, CheckboxField, Field, FormStatus } from '../../components/forms';
import { type CopyDraft, copyDraftOf, createOfDraft } from './edition-draft';
import { organiserPost } from './organiser-api';
import { useOrganiserAction } from './use-organiser-action';

interface EditionCopyFormProps {
  pass: string;
  current: EditionWire;
  /** The newest edition's year: the form offers the year after it. */
  newestYear: number;
  /** The new edition's id, so the panel can open it for editing. */
  onCreated(id: number): void;
}

/**
 * Copy the current edition (docs/product/organisers.md, "Editions"): the next year's edition from the
 * current one, moved to the dates typed here (in the current edition's zone), with its schedule and its
 * incentives when asked. The copy is not current until an organiser makes it so.
 */
export function EditionCopyForm({ pass, current, newestYear, onCreated }: EditionCopyFormProps) {
  const id = useId();
  // null while untouched: the form offers the year after the newest and the current dates a year on.
  const [typed, setTyped] = useState<CopyDraft | null>(null);
  const draft = typed ?? copyDraftOf(current, newestYear);
  const bind = bindDraft(draft, (changes) => setTyped({ ...draft, ...changes }));
  const { busy, status, submit } = useOrganiserAction();
  const zone = `${current.timeZoneLabel}, ${current.timeZone}`;

  function copy(event: FormEvent) {
    event.preventDefault();
    submit(createOfDraft(draft, current.timeZone), async ({ create }) => {
      const created = await organiserPost('/api/organiser/editions', pass, create, editionCreatedSchema);
      setTyped(null);
      onCreated(created.id);
      const withWhat = [create.copySchedule && 'the schedule', create.copyIncentives && 'the incentives']
        .filter(Boolean)
        .join(' and ');
      return `Created the ${create.year} edition from ${current.year}${withWhat ? `, with ${withWhat}` : ''}. It is not current yet: check it below and with its preview links, then make it current.`;
    });
  }

  return (
    <form className="org-form org-subform" onSubmit={copy} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`}>Copy the current edition</h3>
      <p>
        A new edition from {current.year}’s: its name, venue, prices, places and texts, every “{current.year}”
        in them changed to the new year, the dates written again, and the fundraiser, the stream and the sales
        closing time moved by as much as the start moves.
      </p>
      <div className="org-grid org-grid--three">
        <Field label="Year" inputMode="numeric" autoComplete="off" {...bind.text('year')} />
        <Field
          label={`Starts (${current.timeZoneLabel})`}
          type="datetime-local"
          hint={zone}
          {...bind.text('startsAt')}
        />
        <Field
          label={`Ends (${current.timeZoneLabel})`}
          type="datetime-local"
          hint={zone}
          {...bind.text('endsAt')}
        />
      </div>
      <div className="org-edition__copies">
        <CheckboxField label="Copy the schedule" {...bind.checked('copySchedule')} />
        <CheckboxField label="Copy the incentives" {...bind.checked('copyIncentives')} />
      </div>
      <div className="org-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Copy {current.year} as a new edition
        </button>
      </div>
      <FormStatus status={status} alertOnError />
    </form>
  );
}
