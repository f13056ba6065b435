import { donateCardTexts as texts } from '../../../../content/donate-card';
import type { PaymentButtonsProps } from '../../components/payment-buttons';
import { PaymentStep } from '../../components/tickets/payment-step';
import type { Chosen, DonationForm } from './donation-form';
import { DonationSummary } from './donation-summary';

interface DonationCheckoutProps {
  form: DonationForm;
  chosen: Chosen | null;
  payment: PaymentButtonsProps;
  /** The capture call is running ('Waiting for server...'). */
  waiting: boolean;
  retrying: boolean;
  resumed: boolean;
  declined: boolean;
  onGoBack(): void;
}

/** The checkout step: the summary, the payment buttons and 'Go Back' to change anything. */
export function DonationCheckout({
  form,
  chosen,
  payment,
  waiting,
  retrying,
  resumed,
  declined,
  onGoBack,
}: DonationCheckoutProps) {
  return (
    <PaymentStep
      pageHeading={texts.heading}
      heading={texts.checkoutHeading}
      waiting={waiting}
      retrying={retrying}
      resumed={resumed}
      declined={declined}
      payment={payment}
      onGoBack={onGoBack}
    >
      <p>{texts.checkoutIntro}</p>
      <DonationSummary form={form} chosen={chosen} />
    </PaymentStep>
  );
}
