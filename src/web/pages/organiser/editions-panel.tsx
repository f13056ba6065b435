import { useId, useState } from 'react';
import type * as z from 'zod/mini';
import { editionListSchema, editionSchema } from '../../../contracts/editions';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { Card } from '../../components/card';
import { FormStatus } from '../../components/forms';
import { EditionCopyForm } from './edition-copy-form';
import { EditionEditor } from './edition-editor';
import { OrgTable } from './org-table';
import { organiserPost, useOrganiserData } from './organiser-api';
import type { DashboardPanelProps } from './panel-props';
import { useOrganiserAction } from './use-organiser-action';
import './editions-panel.css';

type Listed = z.infer<typeof editionListSchema>['editions'][number];

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The pages an edition that is not current can be looked at on before it is (same tab: the sign-in stays). */
const previews = [
  ['/', 'Home'],
  ['/tickets', 'Tickets'],
  ['/schedule', 'Schedule'],
] as const;

function scheduleWords(edition: Listed): string {
  const n = edition.copiedScheduleEntries;
  return n === 0
    ? 'it has no schedule, so /schedule will be empty until one is added in the Schedule section'
    : `/schedule shows the ${n} ${n === 1 ? 'entry' : 'entries'} copied with it`;
}

/**
 * Editions (docs/product/organisers.md, "Editions"; docs/decisions/075-editions-as-data.md): every
 * year's convention with what it sold and raised, copying the current one for next year, editing one,
 * looking at one before it is current, and making it current, which switches the public site, so it is
 * asked first.
 */
export function EditionsPanel({ pass, version, onChanged }: DashboardPanelProps) {
  const id = useId();
  const { data, error } = useOrganiserData('/api/organiser/editions/list', pass, editionListSchema, version);
  const editions = data?.editions ?? [];
  const current = editions.find((edition) => edition.current);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const activation = useOrganiserAction(onChanged);
  const editing = editions.find((edition) => edition.id === editingId);
  const confirming = editions.find((edition) => edition.id === confirmingId && !edition.current);

  function activate(edition: Listed) {
    void activation
      .run(async () => {
        const made = await organiserPost(
          `/api/organiser/editions/${edition.id}/activate`,
          pass,
          {},
          editionSchema,
        );
        return `The ${made.year} edition is current: the public site shows it now.`;
      })
      .then((made) => made && setConfirmingId(null));
  }

  return (
    <>
      <Card id={`${id}-heading`} level={2} heading="Editions" className="org-no-print">
        <p>
          One edition is current: the ticket pages sell at its prices and count its places, and new orders and
          donations belong to it. Copy it for next year, edit the copy, look at it with the preview links,
          then make it current.
        </p>
        {error && <p className="org-status org-status--error">{error}</p>}
        <div aria-busy={!data}>
          <OrgTable
            columns={['Year', 'Edition', 'State', 'Tickets sold', 'Donations']}
            caption="Editions, newest year first"
            variant="org-editions"
            actions
          >
            {editions.map((edition) => (
              <tr key={edition.id} className={edition.current ? 'org-edition--current' : undefined}>
                <th scope="row">{edition.year}</th>
                <td>
                  {edition.name}
                  <span className="org-edition__dates">{edition.datesText}</span>
                </td>
                <td>
                  {edition.current ? (
                    <strong className="org-edition__current">Current</strong>
                  ) : (
                    <>
                      Not current
                      <span className="org-edition__previews">
                        Preview:{' '}
                        {previews.map(([path, label], i) => (
                          <span key={path}>
                            {i > 0 && ' · '}
                            <a
                              href={`${path}?edition=${edition.id}`}
                              aria-label={`Preview the ${edition.year} ${label.toLowerCase()} page`}
                            >
                              {label}
                            </a>
                          </span>
                        ))}
                      </span>
                    </>
                  )}
                </td>
                <td className="org-num">
                  {count(edition.totals.ticketOrders, 'order', 'orders')}
                  <span className="org-edition__raised">{usd(edition.totals.ticketsRaised)} raised</span>
                </td>
                <td className="org-num">
                  {count(edition.totals.donations, 'donation', 'donations')}
                  <span className="org-edition__raised">{usd(edition.totals.donationsRaised)} raised</span>
                </td>
                <td>
                  <div className="org-edition__actions">
                    <button
                      type="button"
                      className="button"
                      aria-label={`Edit the ${edition.year} edition`}
                      aria-pressed={edition.id === editingId}
                      onClick={() => setEditingId(edition.id === editingId ? null : edition.id)}
                    >
                      Edit
                    </button>
                    {!edition.current && (
                      <button
                        type="button"
                        className="button"
                        aria-label={`Make the ${edition.year} edition current…`}
                        disabled={activation.busy}
                        onClick={() => {
                          activation.setStatus(null);
                          setConfirmingId(edition.id);
                        }}
                      >
                        Make current…
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </OrgTable>
        </div>
        {confirming && current && (
          <div className="org-confirm org-confirm--danger">
            <p>
              <strong>Make the {confirming.year} edition current?</strong> The public site switches at once:
              the ticket pages sell at its prices and count its places, new orders and donations belong to it,
              and {scheduleWords(confirming)}. The {current.year} edition keeps its orders, totals and
              schedule, and can be made current again here.
            </p>
            <div className="org-actions">
              <button
                type="button"
                className="button button--primary"
                disabled={activation.busy}
                onClick={() => activate(confirming)}
              >
                Yes, make {confirming.year} current
              </button>
              <button
                type="button"
                className="button"
                disabled={activation.busy}
                onClick={() => setConfirmingId(null)}
              >
                Keep {current.year} current
              </button>
            </div>
          </div>
        )}
        <FormStatus status={activation.status} alertOnError />
        {current && (
          <EditionCopyForm
            pass={pass}
            current={current}
            newestYear={Math.max(...editions.map((edition) => edition.year))}
            onCreated={(created) => {
              setEditingId(created);
              onChanged();
            }}
          />
        )}
      </Card>
      {editing && (
        <EditionEditor
          key={editing.id}
          pass={pass}
          edition={editing}
          onSaved={onChanged}
          onClose={() => setEditingId(null)}
        />
      )}
    </>
  );
}
