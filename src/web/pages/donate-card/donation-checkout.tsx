import { donateCardTexts as texts } from '../../../../content/donate-card';
import type { PaymentFlow } from '../../components/checkout/use-checkout';
import { PaymentStep } from '../../components/tickets/payment-step';
import type { Chosen, DonationForm } from './donation-form';
import { DonationSummary } from './donation-summary';

interface DonationCheckoutProps {
  form: DonationForm;
  chosen: Chosen | null;
  flow: PaymentFlow;
}

/** The checkout step: the summary, the payment buttons and 'Go Back' to change anything. */
export function DonationCheckout({ form, chosen, flow }: DonationCheckoutProps) {
  return (
    <PaymentStep pageHeading={texts.heading} heading={texts.checkoutHeading} flow={flow}>
      <p>{texts.checkoutIntro}</p>
      <DonationSummary form={form} chosen={chosen} />
    </PaymentStep>
  );
}
