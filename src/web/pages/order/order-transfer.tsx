import { type FormEvent, useId, useState } from 'react';
import { orderPageTexts as texts } from '../../../../content/order-page';
import { type OrderView, orderTransferAnswerSchema } from '../../../contracts/order-page';
import type { FormProblem } from '../../../domain/form-problems';
import { nameFieldMaxLength } from '../../../domain/name-length';
import { MAX_BADGE_NAME_LENGTH } from '../../../domain/tickets/limits';
import { transferFieldLabels, transferProblems } from '../../../domain/tickets/transfer';
import { EmailField, Field, FormStatus, type FormStatusValue, SelectField } from '../../components/forms';
import { fieldIds } from '../../components/problem-list';
import { ErrorList } from '../../components/tickets/error-list';
import { messageOf, postJson } from '../../lib/api';

interface OrderTransferProps {
  token: string;
  view: OrderView;
  onChanged(view: OrderView): void;
  /** The holder passed on their own ticket: this page's link now says so. */
  onMoved(message: string): void;
}

/** The tickets this page may pass on: its badges, or its viewers that have a code. */
function ticketsOf(view: OrderView): { code: string; label: string }[] {
  if (view.kind === 'in-person')
    return view.badges.map((badge) => ({
      code: badge.code,
      label: `${badge.slot}: ${badge.name} (${badge.code})`,
    }));
  return view.viewers.flatMap((viewer) =>
    viewer.code === null ? [] : [{ code: viewer.code, label: `${viewer.slot}: ${viewer.email}` }],
  );
}

/**
 * Passing one ticket to another person (docs/product/order-page-and-retention.md, "Passing a ticket on"),
 * checked by the same rules as the server (domain/tickets/transfer.ts) before it is sent.
 */
export function OrderTransfer({ token, view, onChanged, onMoved }: OrderTransferProps) {
  const id = useId();
  const fieldId = fieldIds(`${id}-transfer`);
  const tickets = ticketsOf(view);
  const [chosen, setChosen] = useState(tickets[0]?.code ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [shown, setShown] = useState<{ problems: FormProblem[]; attempt: number }>({
    problems: [],
    attempt: 0,
  });
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<FormStatusValue | null>(null);
  if (tickets.length === 0 || !view.changes.open) return null;
  const badge = tickets.some((ticket) => ticket.code === chosen) ? chosen : (tickets[0]?.code ?? '');

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const problems = transferProblems({ name, email });
    setShown((current) => ({
      problems,
      attempt: problems.length > 0 ? current.attempt + 1 : current.attempt,
    }));
    if (problems.length > 0) return;
    setSending(true);
    setStatus(null);
    try {
      const answer = await postJson(
        `/api/order/${encodeURIComponent(token)}/transfer`,
        { badge, name, email },
        orderTransferAnswerSchema,
      );
      if ('moved' in answer) {
        onMoved(answer.moved);
        return;
      }
      onChanged(answer.order);
      setName('');
      setEmail('');
      setStatus({ text: answer.transferred, error: false });
    } catch (error) {
      setStatus({
        text: messageOf(error, 'The ticket could not be passed on. Please try again.'),
        error: true,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="card ticket-form" noValidate onSubmit={send} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.transferHeading}</h2>
      <p>{texts.transferIntro}</p>
      {tickets.length > 1 && (
        <SelectField
          id={fieldId('badge')}
          label={texts.transferTicket}
          value={badge}
          onChange={(event) => setChosen(event.target.value)}
        >
          {tickets.map((ticket) => (
            <option key={ticket.code} value={ticket.code}>
              {ticket.label}
            </option>
          ))}
        </SelectField>
      )}
      <Field
        id={fieldId('name')}
        label={transferFieldLabels.name}
        maxLength={nameFieldMaxLength(MAX_BADGE_NAME_LENGTH)}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <EmailField
        id={fieldId('email')}
        label={transferFieldLabels.email}
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <ErrorList shown={shown} fieldId={fieldId} />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? texts.transferring : texts.transferButton}
      </button>
      <FormStatus status={status} alertOnError />
    </form>
  );
}
