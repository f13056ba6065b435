import { type FormEvent, useId, useState } from 'react';
import { edition } from '../../../../content/edition';
import { inPersonTicketText } from '../../../../content/tickets';
import {
  type OrganiserDiscountCode,
  organiserDiscountCodeSchema,
  organiserDiscountCodesSchema,
} from '../../../contracts/discounts';
import { formatUsd } from '../../../domain/money';
import { inPersonTicketTypes } from '../../../domain/tickets/counts';
import { codeOfDraft, type DiscountCodeDraft, emptyDiscountCodeDraft } from './discount-code-draft';
import { failureText, organiserPost, useOrganiserData } from './organiser-api';

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: edition.timeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 'an Adult ticket', 'a Child ticket'. */
const aTicket = (label: string) => `${/^[AEIOU]/i.test(label) ? 'an' : 'a'} ${label} ticket`;

function takesOff(code: OrganiserDiscountCode): string {
  return code.percentOff !== null ? `${code.percentOff}% off` : `${formatUsd(code.amountOff ?? 0)} off`;
}

function limits(code: OrganiserDiscountCode): string {
  const parts: string[] = [];
  if (code.maxTickets !== null) parts.push(`at most ${code.maxTickets} tickets`);
  if (code.requiresTicketType !== null)
    parts.push(`needs ${aTicket(inPersonTicketText[code.requiresTicketType].label)}`);
  return parts.length === 0 ? 'none' : parts.join('; ');
}

function state(code: OrganiserDiscountCode, nowMs: number): string {
  if (code.disabled) return 'Disabled';
  if (code.ends !== null && Date.parse(code.ends) <= nowMs) return 'Ended';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'Used up';
  return 'Active';
}

/**
 * Discount codes: what each does, how often it was used (orders paid or being paid), adding one per
 * sponsor and disabling one that should no longer work. The codes are never part of the public pages.
 */
export function DiscountCodesPanel({
  pass,
  version,
  onChanged,
}: {
  pass: string;
  version: number;
  onChanged(): void;
}) {
  const id = useId();
  const { data: codes = [], error: loadError } = useOrganiserData(
    '/api/organiser/discount-code-list',
    pass,
    organiserDiscountCodesSchema,
    version,
  );
  const [draft, setDraft] = useState<DiscountCodeDraft>(emptyDiscountCodeDraft);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (changes: Partial<DiscountCodeDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const nowMs = Date.now();

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      setStatus({ text: await action(), error: false });
      onChanged();
    } catch (failure) {
      setStatus({ text: failureText(failure), error: true });
    } finally {
      setBusy(false);
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const checked = codeOfDraft(draft, edition.timeZone);
    if ('error' in checked) {
      setStatus({ text: checked.error, error: true });
      return;
    }
    void run(async () => {
      const saved = await organiserPost(
        '/api/organiser/discount-codes',
        pass,
        { code: checked.code },
        organiserDiscountCodeSchema,
      );
      setDraft(emptyDiscountCodeDraft);
      return `Added ${saved.code}: ${takesOff(saved)}.`;
    });
  }

  function toggle(code: OrganiserDiscountCode) {
    void run(async () => {
      const saved = await organiserPost(
        `/api/organiser/discount-codes/${encodeURIComponent(code.code)}`,
        pass,
        { disabled: !code.disabled },
        organiserDiscountCodeSchema,
      );
      return `${saved.disabled ? 'Disabled' : 'Enabled'} ${saved.code}.`;
    });
  }

  return (
    <section className="card org-no-print" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Discount codes</h2>
      {loadError && <p className="org-status org-status--error">{loadError}</p>}
      <div className="org-table-wrap">
        <table className="org-table">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Takes off</th>
              <th scope="col">Limits</th>
              <th scope="col">Uses</th>
              <th scope="col">Ends ({edition.timeZoneLabel})</th>
              <th scope="col">State</th>
              <th scope="col">Note</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code.code}>
                <td className="org-code">{code.code}</td>
                <td>{takesOff(code)}</td>
                <td>{limits(code)}</td>
                <td>{code.maxUses === null ? code.uses : `${code.uses} of ${code.maxUses}`}</td>
                <td>{code.ends === null ? 'never' : dateTime.format(new Date(code.ends))}</td>
                <td>{state(code, nowMs)}</td>
                <td>{code.note}</td>
                <td className="org-row-actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={`${code.disabled ? 'Enable' : 'Disable'} ${code.code}`}
                    disabled={busy}
                    onClick={() => toggle(code)}
                  >
                    {code.disabled ? 'Enable' : 'Disable'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <form className="org-form org-subform" onSubmit={add} aria-labelledby={`${id}-form-heading`}>
        <h3 id={`${id}-form-heading`}>Add a code</h3>
        <div className="org-grid">
          <div className="org-field">
            <label htmlFor={`${id}-code`}>Code</label>
            <input
              id={`${id}-code`}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby={`${id}-code-hint`}
              value={draft.code}
              onChange={(event) => set({ code: event.target.value })}
            />
            <p id={`${id}-code-hint`} className="org-hint">
              3 to 32 letters, digits and dashes; buyers may type any case.
            </p>
          </div>
          <div className="org-field">
            <label htmlFor={`${id}-kind`}>Takes off</label>
            <select
              id={`${id}-kind`}
              value={draft.kind}
              onChange={(event) => set({ kind: event.target.value as DiscountCodeDraft['kind'] })}
            >
              <option value="percent">A percentage</option>
              <option value="amount">An amount in dollars</option>
            </select>
          </div>
          <div className="org-field">
            <label htmlFor={`${id}-value`}>{draft.kind === 'percent' ? 'Percent off' : 'Dollars off'}</label>
            <input
              id={`${id}-value`}
              type="text"
              inputMode="decimal"
              value={draft.value}
              onChange={(event) => set({ value: event.target.value })}
            />
          </div>
          <div className="org-field">
            <label htmlFor={`${id}-max-tickets`}>Most tickets per order</label>
            <input
              id={`${id}-max-tickets`}
              type="text"
              inputMode="numeric"
              placeholder="no limit"
              value={draft.maxTickets}
              onChange={(event) => set({ maxTickets: event.target.value })}
            />
          </div>
          <div className="org-field">
            <label htmlFor={`${id}-requires`}>Order must include</label>
            <select
              id={`${id}-requires`}
              value={draft.requiresTicketType}
              onChange={(event) =>
                set({ requiresTicketType: event.target.value as DiscountCodeDraft['requiresTicketType'] })
              }
            >
              <option value="">Any tickets</option>
              {inPersonTicketTypes.map((type) => (
                <option key={type} value={type}>
                  {aTicket(inPersonTicketText[type].label)}
                </option>
              ))}
            </select>
          </div>
          <div className="org-field">
            <label htmlFor={`${id}-max-uses`}>Uses in all</label>
            <input
              id={`${id}-max-uses`}
              type="text"
              inputMode="numeric"
              placeholder="no limit"
              value={draft.maxUses}
              onChange={(event) => set({ maxUses: event.target.value })}
            />
          </div>
          <div className="org-field">
            <label htmlFor={`${id}-ends`}>Ends ({edition.timeZoneLabel})</label>
            <input
              id={`${id}-ends`}
              type="datetime-local"
              value={draft.ends}
              onChange={(event) => set({ ends: event.target.value })}
            />
          </div>
        </div>
        <div className="org-field">
          <label htmlFor={`${id}-note`}>Note</label>
          <input
            id={`${id}-note`}
            type="text"
            placeholder="Who the code is for"
            value={draft.note}
            onChange={(event) => set({ note: event.target.value })}
          />
        </div>
        <div className="org-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Add code
          </button>
        </div>
        <p
          className={`org-status${status?.error ? ' org-status--error' : ''}`}
          role={status?.error ? 'alert' : 'status'}
        >
          {status?.text}
        </p>
      </form>
    </section>
  );
}
