import { ticketFlowTexts } from '../../../../content/ticket-pages';
import { StepCard } from './step-card';

interface TermsStepProps {
  pageHeading: string;
  terms: readonly string[];
  onAgree(): void;
  onGoBack(): void;
}

export function TermsStep({ pageHeading, terms, onAgree, onGoBack }: TermsStepProps) {
  return (
    <StepCard pageHeading={pageHeading} heading={ticketFlowTexts.termsHeading}>
      <ul className="terms-list">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <div className="ticket-actions">
        <button type="button" className="button button--primary" onClick={onAgree}>
          {ticketFlowTexts.agree}
        </button>
        <button type="button" className="button" onClick={onGoBack}>
          {ticketFlowTexts.goBack}
        </button>
      </div>
    </StepCard>
  );
}
