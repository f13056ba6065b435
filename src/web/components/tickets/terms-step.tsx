import { ticketFlowTexts } from '../../../../content/ticket-pages';
import { StepActions, StepCard } from './step-card';

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
      <StepActions next={{ label: ticketFlowTexts.agree, onClick: onAgree }} onGoBack={onGoBack} />
    </StepCard>
  );
}
