import { type FormEvent, useState } from 'react';
import { orderPageTexts as texts } from '../../../../content/order-page';
import { inPersonPageTexts } from '../../../../content/ticket-pages';
import { inPersonTicketText, livestreamTicketText } from '../../../../content/tickets';
import {
  type OrderView,
  orderChangesAnswerSchema,
  orderEmailsAnswerSchema,
} from '../../../contracts/order-page';
import { MAX_EMAIL_LENGTH } from '../../../domain/email';
import type { FormProblem } from '../../../domain/form-problems';
import { nameFieldMaxLength } from '../../../domain/name-length';
import { MAX_BADGE_NAME_LENGTH } from '../../../domain/tickets/limits';
import {
  type InPersonChanges,
  inPersonChangeProblems,
  livestreamChangeProblems,
} from '../../../domain/tickets/order-changes';
import { formatZonedTime } from '../../../domain/time-zone';
import { Card } from '../../components/card';
import { Field, FormStatus, type FormStatusValue } from '../../components/forms';
import { useFieldIds } from '../../components/problem-list';
import { ErrorList } from '../../components/tickets/error-list';
import { ApiError, messageOf, postJson } from '../../lib/api';
import { YesNoDetails } from '../tickets/yes-no-details';
import { OrderTransfer } from './order-transfer';
import '../../components/tickets/ticket-page.css';

interface OrderDetailsProps {
  token: string;
  view: OrderView;
  onChanged(view: OrderView): void;
  /** A viewer gave their own ticket to another address: this page's link now says so. */
  onMoved(message: string): void;
}

interface Draft {
  answers: Omit<InPersonChanges, 'names'> | null;
  names: string[];
  emails: string[];
}

const draftOf = (view: OrderView): Draft => ({
  answers: view.answers,
  names: view.badges.map((badge) => badge.name),
  emails: view.viewers.map((viewer) => viewer.email),
});

/**
 * The page's checks are the ticket form's (domain/tickets/order-changes.ts); the counts of tickets are not
 * on this page, so the rules are given a one-type order of the right size: the names are then labelled by
 * their badges' own slots, which the server's answer uses too.
 */
function problemsOf(view: OrderView, draft: Draft): FormProblem[] {
  const slots = view.kind === 'in-person' ? view.badges.map((b) => b.slot) : view.viewers.map((v) => v.slot);
  if (view.kind === 'in-person' && draft.answers) {
    const problems = inPersonChangeProblems(
      {
        tickets: { adult: draft.names.length, child: 0, student: 0, unwaged: 0 },
        info: { ...draft.answers, names: draft.names, phone: '', email: '' },
        discount: '',
      },
      { ...draft.answers, names: draft.names },
      inPersonTicketText,
    );
    return problems.map((problem) => withSlot(problem, slots));
  }
  return livestreamChangeProblems(
    { tickets: { adult: draft.emails.length, student: 0, unwaged: 0 }, info: { names: draft.emails } },
    draft.emails,
    livestreamTicketText,
  ).map((problem) => withSlot(problem, slots));
}

/** The order's own slot in a name's message ('Name on Badge (Adult 1)'), as the server words it. */
function withSlot(problem: FormProblem, slots: string[]): FormProblem {
  const index = /^names\.(\d+)$/.exec(problem.field)?.[1];
  const slot = index === undefined ? undefined : slots[Number(index)];
  if (!slot) return problem;
  const message = problem.message
    .replace(/^(Must fill out the required field: [^(]+?)(?: \([^)]*\))?$/, `$1 (${slot})`)
    .replace(/^(Name on Badge|Email)(?: \([^)]*\))? is too long/, `$1 (${slot}) is too long`)
    .replace(
      /^Must enter a valid email address( for the [^.]+ ticket)?\.$/,
      `Must enter a valid email address for the ${slot} ticket.`,
    );
  return { ...problem, message };
}

export function OrderDetails({ token, view, onChanged, onMoved }: OrderDetailsProps) {
  const { id, fieldId } = useFieldIds();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [shown, setShown] = useState<{ problems: FormProblem[]; attempt: number }>({
    problems: [],
    attempt: 0,
  });
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<FormStatusValue | null>(null);
  const [emailsStatus, setEmailsStatus] = useState<FormStatusValue | null>(null);
  const [sendingEmails, setSendingEmails] = useState(false);
  // A badge's holder may pass it on (OrderTransfer), not change the buyer's names and answers.
  const open = view.changes.open && !(view.kind === 'in-person' && view.scope === 'ticket');
  const base = `/api/order/${encodeURIComponent(token)}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || !open) return;
    const problems = problemsOf(view, draft);
    setShown((current) => ({
      problems,
      attempt: problems.length > 0 ? current.attempt + 1 : current.attempt,
    }));
    if (problems.length > 0) return;
    setSaving(true);
    setStatus(null);
    const body =
      view.kind === 'in-person' && draft.answers
        ? { ...draft.answers, names: draft.names }
        : { emails: draft.emails };
    try {
      const answer = await postJson(`${base}/changes`, body, orderChangesAnswerSchema);
      if ('moved' in answer) {
        onMoved(answer.moved);
        return;
      }
      onChanged(answer.order);
      setDraft(draftOf(answer.order));
      setStatus({ text: answer.changed.length > 0 ? texts.saved : texts.nothingChanged, error: false });
    } catch (error) {
      setStatus({
        text: messageOf(error, 'Your changes could not be saved. Please try again.'),
        error: true,
      });
      if (error instanceof ApiError && error.status === 403)
        onChanged({ ...view, changes: { ...view.changes, open: false } });
    } finally {
      setSaving(false);
    }
  }

  async function sendEmails() {
    if (sendingEmails) return;
    setSendingEmails(true);
    setEmailsStatus(null);
    try {
      const answer = await postJson(`${base}/emails`, {}, orderEmailsAnswerSchema);
      setEmailsStatus({ text: answer.message, error: false });
    } catch (error) {
      setEmailsStatus({
        text: messageOf(error, 'The emails could not be sent. Please try again.'),
        error: true,
      });
    } finally {
      setSendingEmails(false);
    }
  }

  const answers = draft.answers;
  const setAnswers = (changes: Partial<NonNullable<Draft['answers']>>) =>
    answers && setDraft({ ...draft, answers: { ...answers, ...changes } });
  const hasForm = view.badges.length > 0 || view.viewers.length > 0;
  // A holder's own page shows their one badge (so does an order of one): the heading says "Badge".
  const oneBadge = view.badges.length === 1;

  return (
    <>
      {hasForm && (
        <form
          className="ticket-form order-page__form"
          noValidate
          onSubmit={save}
          aria-describedby={`${id}-changes`}
        >
          {/* Until when (or whom to write to) comes first, before the fields it unlocks or locks. */}
          <p id={`${id}-changes`} className="card order-page__deadline">
            {view.changes.text}
          </p>
          {view.kind === 'in-person' ? (
            <Card id={`${id}-badges`} level={2} heading={oneBadge ? texts.badge : texts.badges}>
              <p>{oneBadge ? texts.badgeIntro : texts.badgesIntro}</p>
              <ul className="order-badges">
                {view.badges.map((badge, i) => (
                  <li key={badge.code} className="order-badge">
                    <img
                      className="order-badge__qr"
                      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(badge.qrSvg)}`}
                      alt={`QR code of badge ${badge.code}`}
                      width={148}
                      height={148}
                    />
                    <div className="order-badge__text">
                      <p className="order-badge__code">
                        {badge.slot} · <strong>{badge.code}</strong>
                      </p>
                      <Field
                        id={fieldId(`names.${i}`)}
                        label={`${inPersonPageTexts.badgeName} (${badge.slot})`}
                        maxLength={nameFieldMaxLength(MAX_BADGE_NAME_LENGTH)}
                        autoComplete="off"
                        disabled={!open}
                        value={draft.names[i] ?? ''}
                        onChange={(event) =>
                          setDraft({
                            ...draft,
                            names: draft.names.map((n, j) => (j === i ? event.target.value : n)),
                          })
                        }
                      />
                    </div>
                  </li>
                ))}
              </ul>
              {view.passedOn.length > 0 && (
                <>
                  <h3>{texts.passedOn}</h3>
                  <ul className="order-passed-on">
                    {view.passedOn.map((passed) => (
                      <li key={passed.slot}>{texts.passedOnLine(passed.slot, passed.name, passed.email)}</li>
                    ))}
                  </ul>
                </>
              )}
            </Card>
          ) : (
            <Card id={`${id}-viewers`} level={2} heading={texts.viewers}>
              <p>{view.scope === 'ticket' ? texts.ticketIntro : texts.viewersIntro}</p>
              {view.viewers.map((viewer, i) => (
                <div key={viewer.link} className="order-viewer">
                  <Field
                    id={fieldId(`names.${i}`)}
                    label={`Email (${viewer.slot})`}
                    type="email"
                    inputMode="email"
                    maxLength={MAX_EMAIL_LENGTH}
                    disabled={!open}
                    value={draft.emails[i] ?? ''}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        emails: draft.emails.map((e, j) => (j === i ? event.target.value : e)),
                      })
                    }
                  />
                  <p className="order-viewer__link">
                    <a href={viewer.link} rel="noreferrer">
                      Stream link for {viewer.email}
                    </a>
                  </p>
                </div>
              ))}
            </Card>
          )}
          {answers && (
            <Card id={`${id}-answers`} level={2} heading={texts.answers}>
              <fieldset className="order-page__answers" disabled={!open}>
                <YesNoDetails
                  question={inPersonPageTexts.dietaryQuestion}
                  detailsLabel={inPersonPageTexts.dietaryDetails}
                  value={answers.dietaryRestrictions}
                  details={answers.dietaryRestrictionsDetails}
                  onChange={(dietaryRestrictions) => setAnswers({ dietaryRestrictions })}
                  onDetailsChange={(dietaryRestrictionsDetails) => setAnswers({ dietaryRestrictionsDetails })}
                  detailsId={fieldId('dietaryRestrictionsDetails')}
                />
                <YesNoDetails
                  question={inPersonPageTexts.accomodationsQuestion}
                  detailsLabel={inPersonPageTexts.accomodationsDetails}
                  value={answers.accomodations}
                  details={answers.accomodationsDetails}
                  onChange={(accomodations) => setAnswers({ accomodations })}
                  onDetailsChange={(accomodationsDetails) => setAnswers({ accomodationsDetails })}
                  detailsId={fieldId('accomodationsDetails')}
                />
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={answers.volunteer}
                    onChange={(event) => setAnswers({ volunteer: event.target.checked })}
                  />
                  {inPersonPageTexts.volunteer}
                </label>
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={answers.dinner}
                    onChange={(event) => setAnswers({ dinner: event.target.checked })}
                  />
                  {inPersonPageTexts.dinner}
                </label>
              </fieldset>
            </Card>
          )}
          {(open || status) && (
            <section className="card" aria-label="Save">
              <ErrorList shown={shown} fieldId={fieldId} />
              {open && (
                <button type="submit" className="button button--primary" disabled={saving}>
                  {saving ? texts.saving : texts.save}
                </button>
              )}
              <FormStatus status={status} alertOnError />
            </section>
          )}
        </form>
      )}

      <OrderTransfer
        token={token}
        view={view}
        onChanged={(next) => {
          onChanged(next);
          setDraft(draftOf(next));
        }}
        onMoved={onMoved}
      />

      <Card id={`${id}-receipt`} level={2} heading={texts.receipt}>
        <dl className="order-receipt">
          {view.receipt.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      {!view.erasure.done && (
        <Card id={`${id}-emails`} level={2} heading={texts.emailsHeading}>
          <button type="button" className="button" disabled={sendingEmails} onClick={() => void sendEmails()}>
            {sendingEmails ? texts.emailsSending : texts.emailsButton}
          </button>
          <FormStatus status={emailsStatus} alertOnError />
        </Card>
      )}

      <Card id={`${id}-data`} level={2} heading={texts.dataHeading}>
        <p>
          <a href={`${base}/download`} download>
            {texts.download}
          </a>
        </p>
        <p>{view.erasure.text}</p>
        {view.history.length > 0 && (
          <>
            <h3>{texts.history}</h3>
            <ul className="order-history">
              {view.history.map((entry) => (
                <li key={`${entry.time}${entry.what}`}>
                  {/* In the order's edition's zone, as every other time on the page, whatever the browser's zone. */}
                  <time dateTime={entry.time}>
                    {formatZonedTime(Date.parse(entry.time), view.timeZone, 'full')}
                  </time>
                  : {entry.what}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </>
  );
}
