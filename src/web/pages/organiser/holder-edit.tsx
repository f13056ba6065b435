import { useId, useState } from 'react';
import { deskChangeAnswerSchema } from '../../../contracts/order-desk';
import type { OrganiserTicketOrder } from '../../../contracts/refunds';
import { DeskChange } from './desk-change';
import { organiserPost } from './organiser-api';
import { useOrganiserAction } from './use-organiser-action';

interface HolderEditProps {
  pass: string;
  orderId: string;
  badge: OrganiserTicketOrder['badges'][number];
  /** A livestream viewer: the holder is their address, and a new one gets a new link. */
  stream: boolean;
  onChanged(): void;
}

/**
 * Correct the name on one badge, or one viewer's address, at the desk. The server checks it with the
 * buyer's order page's rules and says what is wrong in a sentence.
 */
export function HolderEdit({ pass, orderId, badge, stream, onChanged }: HolderEditProps) {
  const id = useId();
  const [holder, setHolder] = useState(badge.holder);
  const action = useOrganiserAction(onChanged);
  const label = stream ? `New address for ${badge.code}` : `New name on badge ${badge.code}`;

  const save = () =>
    action.run(async () => {
      const answer = await organiserPost(
        `/api/organiser/orders/${encodeURIComponent(orderId)}/holder`,
        pass,
        { code: badge.code, holder },
        deskChangeAnswerSchema,
      );
      if (answer.changed.length === 0) return 'Nothing changed.';
      return stream ? 'Saved: the new address was sent its own link; the old link stopped.' : 'Saved.';
    });

  return (
    <DeskChange
      id={id}
      openText="Edit"
      openLabel={stream ? `Change the address of ${badge.code}` : `Change the name on badge ${badge.code}`}
      submitText="Save"
      action={action}
      onOpen={() => setHolder(badge.holder)}
      onSave={save}
      lastInput={
        <input
          id={`${id}-holder`}
          type={stream ? 'email' : 'text'}
          autoComplete="off"
          value={holder}
          onChange={(event) => setHolder(event.target.value)}
        />
      }
    >
      <label htmlFor={`${id}-holder`}>{label}</label>
    </DeskChange>
  );
}
