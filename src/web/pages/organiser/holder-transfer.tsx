import { type FormEvent, useId, useState } from 'react';
import { deskTransferAnswerSchema } from '../../../contracts/order-desk';
import type { OrganiserTicketOrder } from '../../../contracts/refunds';
import { messagesOf } from '../../../domain/form-problems';
import { transferFieldLabels, transferProblems } from '../../../domain/tickets/transfer';
import { FormStatus } from '../../components/forms';
import { organiserPost } from './organiser-api';
import { useOrganiserAction } from './use-organiser-action';

interface HolderTransferProps {
  pass: string;
  orderId: string;
  badge: OrganiserTicketOrder['badges'][number];
  onChanged(): void;
}

/**
 * Pass one badge or livestream ticket to another person at the desk (docs/product/organisers.md,
 * "Orders"): the buyer's own transfer, checked by the same rules, at any time.
 */
export function HolderTransfer({ pass, orderId, badge, onChanged }: HolderTransferProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const action = useOrganiserAction(onChanged);

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = transferProblems({ name, email });
    if (problems.length > 0) {
      action.setStatus({ text: messagesOf(problems).join(' '), error: true });
      return;
    }
    const saved = await action.run(async () => {
      await organiserPost(
        `/api/organiser/orders/${encodeURIComponent(orderId)}/transfer`,
        pass,
        { code: badge.code, name, email },
        deskTransferAnswerSchema,
      );
      return `Passed on to ${name.trim()}: they were sent their own ticket email; the old code no longer works.`;
    });
    if (saved) setOpen(false);
  }

  return (
    <span className="org-holder">
      {!open && (
        <button
          type="button"
          className="button"
          aria-label={`Pass ${badge.code} on to another person`}
          onClick={() => {
            setName('');
            setEmail('');
            action.setStatus(null);
            setOpen(true);
          }}
        >
          Pass on
        </button>
      )}
      {open && (
        <form className="org-form org-holder__form" onSubmit={(event) => void save(event)} noValidate>
          <label htmlFor={`${id}-name`}>{transferFieldLabels.name}</label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <label htmlFor={`${id}-email`}>{transferFieldLabels.email}</label>
          <div className="org-inline">
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button type="submit" className="button" disabled={action.busy}>
              Pass on {badge.code}
            </button>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {action.status && <FormStatus id={`${id}-status`} status={action.status} alertOnError />}
    </span>
  );
}
