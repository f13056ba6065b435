import { lazy, type ReactNode, Suspense } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';
import type { PaymentFlow } from '../checkout/use-checkout';
import { StepActions, StepCard } from './step-card';

// PayPal's React wrapper is loaded when a buyer reaches this step, not with the page: most visitors of a
// ticket or donation page never do, and on a slow phone every byte before the page answers delays it
// (docs/decisions/044-public-pages-without-zod.md). PayPal's own script loads here too, after it.
const PaymentButtons = lazy(() =>
  import('../payment-buttons').then((module) => ({ default: module.PaymentButtons })),
);

interface PaymentStepProps {
  pageHeading: string;
  heading: string;
  /** At checkout, or confirming: the capture call is running ('Waiting for server...'). */
  flow: PaymentFlow;
  /** What is being paid for, shown above the buttons. */
  children: ReactNode;
}

/**
 * Checkout and the wait for the server after the payer approved, as one step: the payment buttons stay
 * mounted (hidden while waiting) because after a declined card PayPal's restart() reopens this same
 * widget on the same order (docs/product/payments.md). Unmounting them would lose that order.
 */
export function PaymentStep({ pageHeading, heading, flow, children }: PaymentStepProps) {
  const { state, payment, goBack } = flow;
  const waiting = state.step === 'confirming';
  const { retrying = false, resumed = false, declined = false } = state;
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
      {!waiting && <StepActions onGoBack={goBack} />}
    </StepCard>
  );
}
