import { type FormEvent, useId, useState } from 'react';
import type { IncentiveUpdateBody } from '../../../contracts/incentive-edits';
import { incentiveSchema } from '../../../contracts/incentives';
import {
  type Incentive,
  type IncentiveType,
  incentiveTypes,
  isCategory,
  parentIdOf,
} from '../../../domain/incentives/incentive';
import { formatUsd } from '../../../domain/money';
import { Card } from '../../components/card';
import {
  bindDraft,
  CheckboxField,
  Field,
  FormStatus,
  SelectField,
  TextareaField,
} from '../../components/forms';
import { draftOfIncentive, fieldsOfDraft, type IncentiveDraft, newIncentiveDraft } from './incentive-draft';
import { organiserPost } from './organiser-api';
import { useOrganiserTimes } from './organiser-time';
import { useRevealOnEdit } from './reveal-form';
import { useOrganiserAction } from './use-organiser-action';

const typeLabels: Record<IncentiveType, string> = {
  bidwar: 'Bid war',
  selection: 'Selection',
  puzzle: 'Puzzle',
  others: 'Other',
};

/** The two switches on each row: the button's word while off and on, and the state each leaves. */
const switches = {
  hidden: { button: ['Hide', 'Show'], state: ['shown', 'hidden'] },
  disabled: { button: ['Disable', 'Enable'], state: ['enabled', 'disabled'] },
} as const;
type Switch = keyof typeof switches;

interface EditorProps {
  pass: string;
  incentives: readonly Incentive[];
  onChanged(): void;
}

/** Create, edit, disable and hide incentives and their options; /donate pages update at once. */
export function IncentiveEditor({ pass, incentives, onChanged }: EditorProps) {
  const id = useId();
  const { timeZone } = useOrganiserTimes();
  const [draft, setDraft] = useState<IncentiveDraft | null>(null);
  const { busy, status, run, submit } = useOrganiserAction(onChanged);
  const topLevel = incentives.filter((incentive) => parentIdOf(incentive.id) === null);
  const optionsOf = (parent: Incentive) =>
    incentives.filter((incentive) => parentIdOf(incentive.id) === parent.id);

  const update = (incentiveId: string, changes: IncentiveUpdateBody['changes']) =>
    organiserPost(
      `/api/organiser/incentives/${encodeURIComponent(incentiveId)}`,
      pass,
      { changes },
      incentiveSchema,
    );

  const toggle = (incentive: Incentive, field: Switch) =>
    void run(async () => {
      const saved = await update(incentive.id, { [field]: !incentive[field] });
      return `"${saved.title}" is now ${switches[field].state[Number(saved[field])]}.`;
    });

  function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    submit(fieldsOfDraft(draft, timeZone), async ({ fields }) => {
      const saved =
        draft.id === null
          ? await organiserPost(
              '/api/organiser/incentives',
              pass,
              { parent: draft.parent, key: draft.key.trim(), incentive: fields },
              incentiveSchema,
            )
          : await update(draft.id, fields);
      setDraft(null);
      return `Saved "${saved.title}".`;
    });
  }

  const row = (incentive: Incentive, option: boolean) => (
    <li key={incentive.id} className={option ? 'org-incentive org-incentive--option' : 'org-incentive'}>
      <div className="org-incentive__text">
        <strong>{incentive.title}</strong>{' '}
        <span className="org-hint">
          {option ? 'option' : typeLabels[incentive.type]} · {incentive.id} ·{' '}
          {formatUsd(incentive.raisedCents)}
          {incentive.hidden && ' · hidden'}
          {incentive.disabled && ' · disabled'}
        </span>
      </div>
      <div className="org-row-actions">
        <button
          type="button"
          className="button"
          aria-label={`Edit ${incentive.title}`}
          onClick={() => setDraft(draftOfIncentive(incentive, timeZone))}
        >
          Edit
        </button>
        {(['hidden', 'disabled'] as const).map((field) => {
          const word = switches[field].button[Number(incentive[field])];
          return (
            <button
              key={field}
              type="button"
              className="button"
              disabled={busy}
              aria-label={`${word} ${incentive.title}`}
              onClick={() => toggle(incentive, field)}
            >
              {word}
            </button>
          );
        })}
        {!option && isCategory(incentive) && (
          <button
            type="button"
            className="button"
            aria-label={`Add an option to ${incentive.title}`}
            onClick={() => setDraft(newIncentiveDraft(incentive))}
          >
            Add option
          </button>
        )}
      </div>
    </li>
  );

  return (
    <Card id={`${id}-heading`} level={2} heading="Incentives" className="org-no-print">
      <div className="org-actions">
        <button type="button" className="button" onClick={() => setDraft(newIncentiveDraft())}>
          New incentive
        </button>
      </div>
      <ul className="org-incentives">
        {topLevel.map((incentive) => [
          row(incentive, false),
          ...optionsOf(incentive).map((child) => row(child, true)),
        ])}
      </ul>
      {draft && (
        <IncentiveForm
          savedTitle={incentives.find((incentive) => incentive.id === draft.id)?.title ?? draft.title}
          draft={draft}
          busy={busy}
          onChange={setDraft}
          onSave={save}
          onCancel={() => setDraft(null)}
        />
      )}
      <FormStatus status={status} />
    </Card>
  );
}

interface FormProps {
  draft: IncentiveDraft;
  /** The title as stored, for the heading, which must not change while it is being edited. */
  savedTitle: string;
  busy: boolean;
  onChange(draft: IncentiveDraft): void;
  onSave(event: FormEvent): void;
  onCancel(): void;
}

function IncentiveForm({ draft, savedTitle, busy, onChange, onSave, onCancel }: FormProps) {
  const id = useId();
  const { zoneLabel } = useOrganiserTimes();
  // Edit, New incentive and Add option all open this form: each moves to it.
  const formRef = useRevealOnEdit<HTMLFormElement>(draft.id ?? `new:${draft.parent ?? ''}`);
  const bind = bindDraft(draft, (changes) => onChange({ ...draft, ...changes }));
  const heading =
    draft.id !== null
      ? `Edit "${savedTitle}"`
      : draft.parent
        ? `New option of ${draft.parent}`
        : 'New incentive';
  return (
    <form ref={formRef} className="org-form org-subform" onSubmit={onSave} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      {draft.id === null && (
        <Field
          label="Id"
          hint={`Lower-case letters, digits and dashes${
            draft.parent ? `; the option's id becomes ${draft.parent}:id` : ''
          }. It cannot be changed later.`}
          {...bind.text('key')}
        />
      )}
      <SelectField label="Type" {...bind.text('type')}>
        {incentiveTypes.map((type) => (
          <option key={type} value={type}>
            {typeLabels[type]}
          </option>
        ))}
      </SelectField>
      <Field label="Title" {...bind.text('title')} />
      <div className="org-grid">
        <Field label="Puzzle name (puzzles)" {...bind.text('name')} />
        <Field label="Author (puzzles)" {...bind.text('author')} />
      </div>
      <TextareaField label="Description" rows={3} {...bind.text('description')} />
      <div className="org-grid">
        <Field label="Image address" {...bind.text('image')} />
        <Field label="Link" {...bind.text('link')} />
      </div>
      <div className="org-grid">
        <Field label="Goal in dollars (empty: none)" inputMode="decimal" {...bind.text('goal')} />
        <Field
          label="Minimum donation in dollars (empty: none)"
          inputMode="decimal"
          {...bind.text('min_donation')}
        />
      </div>
      <Field label={`Expires (${zoneLabel}; empty: never)`} type="datetime-local" {...bind.text('expires')} />
      <TextareaField label="Questions for the donor, one per line" rows={2} {...bind.text('info_needed')} />
      <CheckboxField label="Disabled (not shown, cannot be chosen)" {...bind.checked('disabled')} />
      <CheckboxField label="Hidden" {...bind.checked('hidden')} />
      {draft.type === 'bidwar' && draft.parent === null && (
        <CheckboxField
          label="Donors may suggest options (each waits for a moderator)"
          {...bind.checked('accepts_suggestions')}
        />
      )}
      <div className="org-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Save incentive
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
