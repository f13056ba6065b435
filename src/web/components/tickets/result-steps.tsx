import type { ReactNode } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';
import { StepCard } from './step-card';

/** After the payer approved: the capture call is running. */
export function WaitingStep({ pageHeading }: { pageHeading: string }) {
  return (
    <StepCard pageHeading={pageHeading} heading={ticketFlowTexts.waiting}>
      <div className="ticket-waiting" aria-hidden="true" />
    </StepCard>
  );
}

export function ApprovedStep({ pageHeading, children }: { pageHeading: string; children: ReactNode }) {
  return (
    <StepCard pageHeading={pageHeading} heading={ticketFlowTexts.approvedHeading}>
      <div className="ticket-approved">{children}</div>
    </StepCard>
  );
}

interface ErrorStepProps {
  pageHeading: string;
  /** The server's or the payment widget's text; none gives 'Unknown error.' (SPEC section 8). */
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
