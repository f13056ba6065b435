import { type FormEvent, useId, useState } from 'react';
import { inPersonTicketText } from '../../../../content/tickets';
import {
  type OrganiserDiscountCode,
  organiserDiscountCodeSchema,
  organiserDiscountCodesSchema,
} from '../../../contracts/discount-codes';
import { formatUsd } from '../../../domain/money';
import { inPersonTicketTypes } from '../../../domain/tickets/counts';
import { Card } from '../../components/card';
import { bindDraft, Field, FormStatus, SelectField } from '../../components/forms';
import { codeOfDraft, type DiscountCodeDraft, emptyDiscountCodeDraft } from './discount-code-draft';
import { OrgTable } from './org-table';
import { organiserPost, useOrganiserData } from './organiser-api';
import { OrganiserTime, useOrganiserTimes } from './organiser-time';
import type { DashboardPanelProps } from './panel-props';
import { useOrganiserAction } from './use-organiser-action';

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
export function DiscountCodesPanel({ pass, version, onChanged }: DashboardPanelProps) {
  const id = useId();
  const { timeZone, zoneLabel } = useOrganiserTimes();
  const { data, error: loadError } = useOrganiserData(
    '/api/organiser/discount-code-list',
    pass,
    organiserDiscountCodesSchema,
    version,
  );
  const codes = data ?? [];
  const [draft, setDraft] = useState<DiscountCodeDraft>(emptyDiscountCodeDraft);
  const bind = bindDraft(draft, (changes) => setDraft((current) => ({ ...current, ...changes })));
  const { busy, status, run, submit } = useOrganiserAction(onChanged);
  const nowMs = Date.now();

  function add(event: FormEvent) {
    event.preventDefault();
    submit(codeOfDraft(draft, timeZone), async ({ code }) => {
      const saved = await organiserPost(
        '/api/organiser/discount-codes',
        pass,
        { code },
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
    <Card id={`${id}-heading`} level={2} heading="Discount codes" className="org-no-print">
      {/* Codes belong to the current edition; a new one starts with none (docs/product/organisers.md, "Editions"). */}
      <p className="org-hint">
        {data?.length === 0 ? 'No codes yet for the current edition. ' : ''}
        Codes work for the current edition only; a new edition starts with none, so add its codes here once it
        is current.
      </p>
      {loadError && <p className="org-status org-status--error">{loadError}</p>}
      {codes.length > 0 && (
        <OrgTable
          columns={['Code', 'Takes off', 'Limits', 'Uses', `Ends (${zoneLabel})`, 'State', 'Note']}
          actions
        >
          {codes.map((code) => (
            <tr key={code.code}>
              <td className="org-code">{code.code}</td>
              <td>{takesOff(code)}</td>
              <td>{limits(code)}</td>
              <td>{code.maxUses === null ? code.uses : `${code.uses} of ${code.maxUses}`}</td>
              <td>{code.ends === null ? 'never' : <OrganiserTime iso={code.ends} />}</td>
              <td>{state(code, nowMs)}</td>
              <td className="org-free">{code.note}</td>
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
        </OrgTable>
      )}

      <form className="org-form org-subform" onSubmit={add} aria-labelledby={`${id}-form-heading`}>
        <h3 id={`${id}-form-heading`}>Add a code</h3>
        <div className="org-grid">
          <Field
            label="Code"
            hint="3 to 32 letters, digits and dashes; buyers may type any case."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...bind.text('code')}
          />
          <SelectField label="Takes off" {...bind.text('kind')}>
            <option value="percent">A percentage</option>
            <option value="amount">An amount in dollars</option>
          </SelectField>
          <Field
            label={draft.kind === 'percent' ? 'Percent off' : 'Dollars off'}
            inputMode="decimal"
            {...bind.text('value')}
          />
          <Field
            label="Most tickets per order"
            inputMode="numeric"
            placeholder="no limit"
            {...bind.text('maxTickets')}
          />
          <SelectField label="Order must include" {...bind.text('requiresTicketType')}>
            <option value="">Any tickets</option>
            {inPersonTicketTypes.map((type) => (
              <option key={type} value={type}>
                {aTicket(inPersonTicketText[type].label)}
              </option>
            ))}
          </SelectField>
          <Field label="Uses in all" inputMode="numeric" placeholder="no limit" {...bind.text('maxUses')} />
          <Field label={`Ends (${zoneLabel})`} type="datetime-local" {...bind.text('ends')} />
        </div>
        <Field label="Note" placeholder="Who the code is for" {...bind.text('note')} />
        <div className="org-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Add code
          </button>
        </div>
        <FormStatus status={status} alertOnError />
      </form>
    </Card>
  );
}
