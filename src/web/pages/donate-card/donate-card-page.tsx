import { useMemo, useState } from 'react';
import { donateCardTexts as texts } from '../../../../content/donate-card';
import { buildIncentiveTree } from '../../../domain/incentives/incentive-tree';
import { ApprovedStep, ErrorStep, PendingStep } from '../../components/tickets/result-steps';
import { useNow } from '../../lib/clock';
import { Link } from '../../router/link';
import { DirectDonationLink } from './direct-donation-link';
import { DonateCardForm } from './donate-card-form';
import { DonationCheckout } from './donation-checkout';
import { checkoutProblemsOf, chosenIncentive, donationOrderBody, emptyDonationForm } from './donation-form';
import { useDonation } from './use-donation';
import { useIncentives } from './use-incentives';
import '../../components/tickets/ticket-page.css';
import './donate-card.css';

// The card donation page (docs/product/donations-and-incentives.md). The form's values and the open
// categories live here, above the steps, so 'Go Back' returns to the form exactly as the donor left it. The
// result steps are the ticket pages' (components/tickets/result-steps.tsx), so both flows look and read
// alike.
export default function DonateCardPage() {
  const [form, setForm] = useState(emptyDonationForm);
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => new Set());
  const incentives = useIncentives();
  // An incentive that expires while the page is open leaves the picker within the minute.
  const now = useNow(60_000);
  const tree = useMemo(
    () => (incentives.data ? buildIncentiveTree(incentives.data, { nowMs: now }) : []),
    [incentives.data, now],
  );
  const chosen = chosenIncentive(tree, form.incentiveId, form.suggestedOption !== null);
  const errors = checkoutProblemsOf(form, chosen);
  const donation = useDonation(donationOrderBody(form, chosen));
  const { state, checkout, goBack, tryAgain } = donation;

  const toggle = (id: string) =>
    setToggled((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  switch (state.step) {
    // One element for both, so the payment buttons survive the wait (see PaymentStep).
    case 'checkout':
    case 'confirming':
      return <DonationCheckout form={form} chosen={chosen} flow={donation} />;
    case 'pending':
      return (
        <PendingStep pageHeading={texts.heading}>
          <p>{texts.pending}</p>
        </PendingStep>
      );
    case 'approved':
      return (
        <ApprovedStep pageHeading={texts.heading}>
          <p>{state.held ? texts.approvedHeld : texts.approved}</p>
          <p>
            <Link to="/donations">{texts.seeDonations}</Link>
          </p>
        </ApprovedStep>
      );
    case 'error':
    case 'refused':
      return (
        <ErrorStep
          pageHeading={texts.heading}
          message={state.errorMessage}
          {...(state.step === 'error' ? { onTryAgain: tryAgain } : {})}
          onGoBack={goBack}
        >
          <p>
            {texts.persists} <DirectDonationLink />
          </p>
        </ErrorStep>
      );
    // No terms on this page (its checkout starts without them).
    case 'terms':
    case 'browsing':
      return (
        <div className="donate-card">
          <section className="card donate-card__intro">
            <h1>{texts.heading}</h1>
            <p>{texts.intro}</p>
          </section>
          <DonateCardForm
            form={form}
            chosen={chosen}
            errors={errors}
            incentives={{ state: incentives, tree, retry: incentives.retry, toggled, onToggle: toggle }}
            onChange={setForm}
            onCheckout={() => checkout(errors)}
          />
        </div>
      );
  }
}
