import { type FormEvent, useId, useState } from 'react';
import { edition } from '../../../../content/edition';
import { incentiveSchema } from '../../../contracts/incentives';
import {
  type Incentive,
  type IncentiveType,
  incentiveTypes,
  isCategory,
  parentIdOf,
} from '../../../domain/incentives/incentive';
import { formatUsd } from '../../../domain/money';
import { draftOfIncentive, fieldsOfDraft, type IncentiveDraft, newIncentiveDraft } from './incentive-draft';
import { failureText, organiserPost } from './organiser-api';

const typeLabels: Record<IncentiveType, string> = {
  bidwar: 'Bid war',
  selection: 'Selection',
  puzzle: 'Puzzle',
  others: 'Other',
};

interface EditorProps {
  pass: string;
  incentives: readonly Incentive[];
  onChanged(): void;
}

/** Create, edit, disable and hide incentives and their options; /donate pages update at once. */
export function IncentiveEditor({ pass, incentives, onChanged }: EditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<IncentiveDraft | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const topLevel = incentives.filter((incentive) => parentIdOf(incentive.id) === null);
  const optionsOf = (parent: Incentive) =>
    incentives.filter((incentive) => parentIdOf(incentive.id) === parent.id);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      setStatus({ text: await action(), error: false });
      onChanged();
    } catch (error) {
      setStatus({ text: failureText(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  const update = (incentiveId: string, changes: Record<string, unknown>) =>
    organiserPost(
      `/api/organiser/incentives/${encodeURIComponent(incentiveId)}`,
      pass,
      { changes },
      incentiveSchema,
    );

  const toggle = (incentive: Incentive, field: 'hidden' | 'disabled') =>
    void run(async () => {
      const saved = await update(incentive.id, { [field]: !incentive[field] });
      const state =
        field === 'hidden' ? (saved.hidden ? 'hidden' : 'shown') : saved.disabled ? 'disabled' : 'enabled';
      return `"${saved.title}" is now ${state}.`;
    });

  function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const result = fieldsOfDraft(draft, edition.timeZone);
    if ('error' in result) {
      setStatus({ text: result.error, error: true });
      return;
    }
    void run(async () => {
      const saved =
        draft.id === null
          ? await organiserPost(
              '/api/organiser/incentives',
              pass,
              { parent: draft.parent, key: draft.key.trim(), incentive: result.fields },
              incentiveSchema,
            )
          : await update(draft.id, result.fields);
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
          onClick={() => setDraft(draftOfIncentive(incentive, edition.timeZone))}
        >
          Edit
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={`${incentive.hidden ? 'Show' : 'Hide'} ${incentive.title}`}
          onClick={() => toggle(incentive, 'hidden')}
        >
          {incentive.hidden ? 'Show' : 'Hide'}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={`${incentive.disabled ? 'Enable' : 'Disable'} ${incentive.title}`}
          onClick={() => toggle(incentive, 'disabled')}
        >
          {incentive.disabled ? 'Enable' : 'Disable'}
        </button>
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
    <section className="card org-no-print" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Incentives</h2>
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
      <p className={`org-status${status?.error ? ' org-status--error' : ''}`} role="status">
        {status?.text}
      </p>
    </section>
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
  const set = (changes: Partial<IncentiveDraft>) => onChange({ ...draft, ...changes });
  const heading =
    draft.id !== null
      ? `Edit "${savedTitle}"`
      : draft.parent
        ? `New option of ${draft.parent}`
        : 'New incentive';
  const text = (field: 'title' | 'name' | 'author' | 'image' | 'link', label: string) => (
    <div className="org-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="text"
        value={draft[field]}
        onChange={(event) => set({ [field]: event.target.value })}
      />
    </div>
  );
  return (
    <form className="org-form org-subform" onSubmit={onSave} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      {draft.id === null && (
        <div className="org-field">
          <label htmlFor={`${id}-key`}>Id</label>
          <input
            id={`${id}-key`}
            type="text"
            aria-describedby={`${id}-key-hint`}
            value={draft.key}
            onChange={(event) => set({ key: event.target.value })}
          />
          <p id={`${id}-key-hint`} className="org-hint">
            Lower-case letters, digits and dashes
            {draft.parent ? `; the option's id becomes ${draft.parent}:id` : ''}. It cannot be changed later.
          </p>
        </div>
      )}
      <div className="org-field">
        <label htmlFor={`${id}-type`}>Type</label>
        <select
          id={`${id}-type`}
          value={draft.type}
          onChange={(event) => set({ type: event.target.value as IncentiveType })}
        >
          {incentiveTypes.map((type) => (
            <option key={type} value={type}>
              {typeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      {text('title', 'Title')}
      <div className="org-grid">
        {text('name', 'Puzzle name (puzzles)')}
        {text('author', 'Author (puzzles)')}
      </div>
      <div className="org-field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          rows={3}
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </div>
      <div className="org-grid">
        {text('image', 'Image address')}
        {text('link', 'Link')}
      </div>
      <div className="org-grid">
        <div className="org-field">
          <label htmlFor={`${id}-goal`}>Goal in dollars (empty: none)</label>
          <input
            id={`${id}-goal`}
            type="text"
            inputMode="decimal"
            value={draft.goal}
            onChange={(event) => set({ goal: event.target.value })}
          />
        </div>
        <div className="org-field">
          <label htmlFor={`${id}-min`}>Minimum donation in dollars (empty: none)</label>
          <input
            id={`${id}-min`}
            type="text"
            inputMode="decimal"
            value={draft.minDonation}
            onChange={(event) => set({ minDonation: event.target.value })}
          />
        </div>
      </div>
      <div className="org-field">
        <label htmlFor={`${id}-expires`}>Expires ({edition.timeZoneLabel}; empty: never)</label>
        <input
          id={`${id}-expires`}
          type="datetime-local"
          value={draft.expires}
          onChange={(event) => set({ expires: event.target.value })}
        />
      </div>
      <div className="org-field">
        <label htmlFor={`${id}-prompts`}>Questions for the donor, one per line</label>
        <textarea
          id={`${id}-prompts`}
          rows={2}
          value={draft.prompts}
          onChange={(event) => set({ prompts: event.target.value })}
        />
      </div>
      <label className="org-choice">
        <input
          type="checkbox"
          checked={draft.disabled}
          onChange={(event) => set({ disabled: event.target.checked })}
        />
        Disabled (not shown, cannot be chosen)
      </label>
      <label className="org-choice">
        <input
          type="checkbox"
          checked={draft.hidden}
          onChange={(event) => set({ hidden: event.target.checked })}
        />
        Hidden
      </label>
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
