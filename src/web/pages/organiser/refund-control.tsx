import { type FormEvent, useId, useState } from 'react';
import { idempotencyKeyHeader, refundResponseSchema } from '../../../contracts/refunds';
import { dollarsToCents, formatCents, formatUsd } from '../../../domain/money';
import { refundAmountProblem } from '../../../domain/refunds';
import { FormStatus } from '../../components/forms';
import { organiserPost } from './organiser-api';
import { type StoppedTicket, stoppedEffect, stoppedList } from './refund-wording';
import { useOrganiserAction } from './use-organiser-action';

interface RefundControlProps {
  pass: string;
  orderId: string;
  /** What the refund is of, for the buttons' names: 'ticket order 5O1…', 'the donation by Ada'. */
  what: string;
  /** Dollars that can still be refunded. */
  refundable: number;
  onRefunded(): void;
  /** A ticket order's badges or viewers still standing, which a refund of all that is left stops. */
  stopsWhenAll?: { tickets: readonly StoppedTicket[]; stream: boolean };
}

type Step = { kind: 'closed' } | { kind: 'amount' } | { kind: 'confirm'; cents: number };

const amountPattern = /^\d{1,7}(\.\d{1,2})?$/;

/** Reads the typed dollars ('12', '12.5', '$12.50') into cents, or says what is wrong. */
function readRefundAmount(text: string, leftCents: number): { cents: number } | { error: string } {
  const typed = text.trim().replace(/^\$/, '');
  if (!amountPattern.test(typed)) return { error: 'Write the amount in dollars, like 12.50.' };
  const cents = dollarsToCents(Number(typed));
  const problem = refundAmountProblem(cents, leftCents);
  return problem ? { error: problem } : { cents };
}

/**
 * Refund a paid order, whole or in part: choose the amount (the rest is filled in), then confirm. The
 * confirm step names the amount and the order, and for the rest of a ticket order the people whose
 * badges or links it stops, since PayPal cannot undo a refund.
 */
export function RefundControl({
  pass,
  orderId,
  what,
  refundable,
  onRefunded,
  stopsWhenAll,
}: RefundControlProps) {
  const id = useId();
  const leftCents = dollarsToCents(refundable);
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [amount, setAmount] = useState(formatCents(leftCents));
  // Chosen when the form opens and sent with every try from it: after a timeout, "Yes, refund" again
  // is the same refund, whatever PayPal or another organiser did meanwhile (docs/decisions/036).
  const [key, setKey] = useState('');
  const { busy, status, setStatus, run, refuse } = useOrganiserAction(onRefunded);

  function open() {
    setKey(crypto.randomUUID());
    setAmount(formatCents(leftCents));
    setStatus(null);
    setStep({ kind: 'amount' });
  }

  function check(event: FormEvent) {
    event.preventDefault();
    const read = readRefundAmount(amount, leftCents);
    if ('error' in read) refuse(read.error);
    else {
      setStatus(null);
      setStep({ kind: 'confirm', cents: read.cents });
    }
  }

  async function refund(cents: number) {
    const refunded = await run(async () => {
      const answer = await organiserPost(
        `/api/organiser/orders/${encodeURIComponent(orderId)}/refund`,
        pass,
        // The whole rest is asked for as "the rest", so a refund made meanwhile elsewhere cannot fail it.
        cents === leftCents ? {} : { amount: cents / 100 },
        refundResponseSchema,
        undefined,
        { [idempotencyKeyHeader]: key },
      );
      const pending = answer.refund.status === 'PENDING' ? ' PayPal is still completing it.' : '';
      setStep({ kind: 'closed' });
      return `Refunded ${formatUsd(dollarsToCents(answer.refund.amount))}.${pending}`;
    });
    if (!refunded) setStep({ kind: 'amount' });
  }

  return (
    <div className="org-refund">
      {step.kind === 'closed' && leftCents > 0 && (
        <button type="button" className="button" aria-label={`Refund ${what}`} onClick={open}>
          Refund…
        </button>
      )}
      {step.kind === 'amount' && (
        <form className="org-form org-refund__form" onSubmit={check} noValidate>
          <label htmlFor={`${id}-amount`}>Amount to refund (dollars)</label>
          <p className="field-hint" id={`${id}-hint`}>
            Up to {formatUsd(leftCents)}.
          </p>
          <div className="org-inline">
            <input
              id={`${id}-amount`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={status?.error ? `${id}-hint ${id}-status` : `${id}-hint`}
              aria-invalid={status?.error ? true : undefined}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <button type="submit" className="button">
              Next
            </button>
            <button type="button" className="button" onClick={() => setStep({ kind: 'closed' })}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {step.kind === 'confirm' && (
        <div className="org-confirm org-confirm--danger">
          <p>
            Refund <strong>{formatUsd(step.cents)}</strong> of {what} to the buyer through PayPal?
            {step.cents === leftCents && stopsWhenAll && stopsWhenAll.tickets.length > 0 && (
              <>
                {' '}
                It is all that is left, so it cancels {stoppedList(stopsWhenAll.tickets, stopsWhenAll.stream)}
                . {stoppedEffect(stopsWhenAll.tickets.length, stopsWhenAll.stream)}
              </>
            )}{' '}
            This cannot be undone.
          </p>
          <div className="org-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void refund(step.cents)}
            >
              {busy ? 'Refunding…' : `Yes, refund ${formatUsd(step.cents)}`}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => setStep({ kind: 'amount' })}
            >
              Go back
            </button>
          </div>
        </div>
      )}
      {status && <FormStatus id={`${id}-status`} status={status} alertOnError />}
    </div>
  );
}
