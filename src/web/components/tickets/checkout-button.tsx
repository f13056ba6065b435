import { useId } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';

/**
 * The form's Checkout button; with `refused` (an organiser's preview of another edition,
 * docs/product/organisers.md, "Editions") it says why nothing can be bought and cannot be pressed.
 */
export function CheckoutButton({ refused }: { refused?: string | undefined }) {
  const id = useId();
  return (
    <div className="ticket-actions">
      {refused && (
        <p id={id} className="ticket-notice ticket-notice--closed">
          {refused}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={refused !== undefined}
        aria-describedby={refused ? id : undefined}
      >
        {ticketFlowTexts.checkoutButton}
      </button>
    </div>
  );
}
