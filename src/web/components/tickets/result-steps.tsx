import type { ReactNode } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';
import { StepCard } from './step-card';

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
  /** What else to try, e.g. the backup registration platform. */
  children?: ReactNode;
}

export function ErrorStep({ pageHeading, message, children }: ErrorStepProps) {
  return (
    <StepCard pageHeading={pageHeading} heading={ticketFlowTexts.errorHeading}>
      <p className="ticket-error" role="alert">
        {message === undefined ? ticketFlowTexts.unknownError : `${ticketFlowTexts.errorPrefix}${message}`}
      </p>
      {children}
    </StepCard>
  );
}
