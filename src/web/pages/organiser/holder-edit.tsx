import { type FormEvent, useId, useState } from 'react';
import { deskChangeAnswerSchema } from '../../../contracts/order-desk';
import type { OrganiserTicketOrder } from '../../../contracts/refunds';
import { FormStatus } from '../../components/forms';
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
  const [open, setOpen] = useState(false);
  const [holder, setHolder] = useState(badge.holder);
  const action = useOrganiserAction(onChanged);
  const label = stream ? `New address for ${badge.code}` : `New name on badge ${badge.code}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await action.run(async () => {
      const answer = await organiserPost(
        `/api/organiser/orders/${encodeURIComponent(orderId)}/holder`,
        pass,
        { code: badge.code, holder },
        deskChangeAnswerSchema,
      );
      if (answer.changed.length === 0) return 'Nothing changed.';
      return stream ? 'Saved: the new address was sent its own link; the old link stopped.' : 'Saved.';
    });
    if (saved) setOpen(false);
  }

  return (
    <span className="org-holder">
      {!open && (
        <button
          type="button"
          className="button"
          aria-label={
            stream ? `Change the address of ${badge.code}` : `Change the name on badge ${badge.code}`
          }
          onClick={() => {
            setHolder(badge.holder);
            action.setStatus(null);
            setOpen(true);
          }}
        >
          Edit
        </button>
      )}
      {open && (
        <form className="org-form org-holder__form" onSubmit={(event) => void save(event)} noValidate>
          <label htmlFor={`${id}-holder`}>{label}</label>
          <div className="org-inline">
            <input
              id={`${id}-holder`}
              type={stream ? 'email' : 'text'}
              autoComplete="off"
              value={holder}
              onChange={(event) => setHolder(event.target.value)}
            />
            <button type="submit" className="button" disabled={action.busy}>
              Save
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
