import { useId, useState } from 'react';
import { deskTransferAnswerSchema } from '../../../contracts/order-desk';
import type { OrganiserTicketOrder } from '../../../contracts/refunds';
import { messagesOf } from '../../../domain/form-problems';
import { transferFieldLabels, transferProblems } from '../../../domain/tickets/transfer';
import { DeskChange } from './desk-change';
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
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const action = useOrganiserAction(onChanged);

  async function save() {
    const problems = transferProblems({ name, email });
    if (problems.length > 0) {
      action.setStatus({ text: messagesOf(problems).join(' '), error: true });
      return false;
    }
    return action.run(async () => {
      await organiserPost(
        `/api/organiser/orders/${encodeURIComponent(orderId)}/transfer`,
        pass,
        { code: badge.code, name, email },
        deskTransferAnswerSchema,
      );
      return `Passed on to ${name.trim()}: they were sent their own ticket email; the old code no longer works.`;
    });
  }

  return (
    <DeskChange
      id={id}
      openText="Pass on"
      openLabel={`Pass ${badge.code} on to another person`}
      submitText={`Pass on ${badge.code}`}
      action={action}
      onOpen={() => {
        setName('');
        setEmail('');
      }}
      onSave={save}
      lastInput={
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      }
    >
      <label htmlFor={`${id}-name`}>{transferFieldLabels.name}</label>
      <input
        id={`${id}-name`}
        type="text"
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <label htmlFor={`${id}-email`}>{transferFieldLabels.email}</label>
    </DeskChange>
  );
}
