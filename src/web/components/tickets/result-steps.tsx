import type { ReactNode } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';
import { StepActions, StepCard } from './step-card';

export function ApprovedStep({ pageHeading, children }: { pageHeading: string; children: ReactNode }) {
  return (
    <StepCard pageHeading={pageHeading} heading={ticketFlowTexts.approvedHeading}>
      <div className="ticket-approved">{children}</div>
    </StepCard>
  );
}

/**
 * PayPal holds the payment as pending (an eCheck, a payment review): the purchase follows when PayPal
 * completes it. No buttons and no error, so nothing invites paying twice (docs/product/payments.md).
 */
export function PendingStep({ pageHeading, children }: { pageHeading: string; children: ReactNode }) {
  return (
    <StepCard pageHeading={pageHeading} heading={ticketFlowTexts.pendingHeading}>
      <div className="ticket-pending">
        <p>{ticketFlowTexts.pendingIntro}</p>
        {children}
        <p>{ticketFlowTexts.pendingNoRepeat}</p>
      </div>
    </StepCard>
  );
}

interface ErrorStepProps {
  pageHeading: string;
  /** The server's or the payment widget's text; none gives 'Unknown error.'. */
  message: string | undefined;
  /**
   * 'Try again': back to checkout. Left out after the payer approved: that purchase is never paid on a
   * new order (docs/decisions/035-one-checkout-flow.md).
   */
  onTryAgain?: () => void;
  /** 'Go Back': the form, exactly as it was left. */
  onGoBack(): void;
  /** What else to try, e.g. the backup registration platform. */
  children?: ReactNode;
}

/**
 * The published error text, then two ways on, so nobody has to reload and lose what they typed
 * (docs/product/tickets.md, "The purchase flow"): pay again, or change the order first.
 */
export function ErrorStep({ pageHeading, message, onTryAgain, onGoBack, children }: ErrorStepProps) {
  return (
    <StepCard pageHeading={pageHeading} heading={ticketFlowTexts.errorHeading}>
      <p className="ticket-error" role="alert">
        {message === undefined ? ticketFlowTexts.unknownError : `${ticketFlowTexts.errorPrefix}${message}`}
      </p>
      <StepActions
        next={onTryAgain && { label: ticketFlowTexts.tryAgain, onClick: onTryAgain }}
        onGoBack={onGoBack}
      />
      {children}
    </StepCard>
  );
}
