import { donateCardTexts as texts } from '../../../../content/donate-card';
import { ticketFlowTexts } from '../../../../content/ticket-pages';
import { PaymentButtons, type PaymentButtonsProps } from '../../components/payment-buttons';
import { StepCard } from '../../components/tickets/step-card';
import type { Chosen, DonationForm } from './donation-form';
import { DonationSummary } from './donation-summary';

interface DonationCheckoutProps {
  form: DonationForm;
  chosen: Chosen | null;
  payment: PaymentButtonsProps;
  onGoBack(): void;
}

/** The checkout step: the summary, the payment buttons and 'Go Back' to change anything. */
export function DonationCheckout({ form, chosen, payment, onGoBack }: DonationCheckoutProps) {
  return (
    <StepCard pageHeading={texts.heading} heading={texts.checkoutHeading}>
      <p>{texts.checkoutIntro}</p>
      <DonationSummary form={form} chosen={chosen} />
      <div className="checkout-buttons">
        <PaymentButtons {...payment} />
      </div>
      <div className="ticket-actions">
        <button type="button" className="button" onClick={onGoBack}>
          {ticketFlowTexts.goBack}
        </button>
      </div>
    </StepCard>
  );
}
