import { lazy, type ReactNode, Suspense } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';
import type { PaymentButtonsProps } from '../payment-buttons';
import { StepCard } from './step-card';

// PayPal's React wrapper is loaded when a buyer reaches this step, not with the page: most visitors of a
// ticket or donation page never do, and on a slow phone every byte before the page answers delays it
// (docs/decisions/044-public-pages-without-zod.md). PayPal's own script loads here too, after it.
const PaymentButtons = lazy(() =>
  import('../payment-buttons').then((module) => ({ default: module.PaymentButtons })),
);

interface PaymentStepProps {
  pageHeading: string;
  heading: string;
  /** The capture call is running ('Waiting for server...'). */
  waiting: boolean;
  /** A capture answer was lost or unclear and is being asked for again. */
  retrying: boolean;
  /** Resumed after a reload: there is no payment widget to keep. */
  resumed: boolean;
  /** PayPal declined the payer's card or account on the last try. */
  declined: boolean;
  payment: PaymentButtonsProps;
  onGoBack(): void;
  /** What is being paid for, shown above the buttons. */
  children: ReactNode;
}

/**
 * Checkout and the wait for the server after the payer approved, as one step: the payment buttons stay
 * mounted (hidden while waiting) because after a declined card PayPal's restart() reopens this same
 * widget on the same order (docs/product/payments.md). Unmounting them would lose that order.
 */
export function PaymentStep({
  pageHeading,
  heading,
  waiting,
  retrying,
  resumed,
  declined,
  payment,
  onGoBack,
  children,
}: PaymentStepProps) {
  return (
    <StepCard pageHeading={pageHeading} heading={waiting ? ticketFlowTexts.waiting : heading}>
      {waiting ? <div className="ticket-waiting" aria-hidden="true" /> : children}
      {waiting && retrying && (
        <p className="checkout-confirming" role="status">
          {ticketFlowTexts.confirming}
        </p>
      )}
      {declined && !waiting && (
        <p className="checkout-declined" role="alert">
          {ticketFlowTexts.declinedNote}
        </p>
      )}
      {!resumed && (
        <div className="checkout-buttons" hidden={waiting}>
          <Suspense fallback={null}>
            <PaymentButtons {...payment} />
          </Suspense>
        </div>
      )}
      {!waiting && (
        <div className="ticket-actions">
          <button type="button" className="button" onClick={onGoBack}>
            {ticketFlowTexts.goBack}
          </button>
        </div>
      )}
    </StepCard>
  );
}
