import { donateCardTexts as texts } from '../../../../content/donate-card';
import {
  answersFor,
  describeChosenIncentive,
  publicDonorName,
} from '../../../domain/incentives/donation-rules';
import { formatUsd } from '../../../domain/money';
import {
  amountCentsOf,
  type Chosen,
  type DonationForm,
  promptsOf,
  shownMessage,
  shownName,
} from './donation-form';

/**
 * The checkout summary (docs/product/donations-and-incentives.md, "The checkout summary"): display name,
 * amount with 2 decimals, message, additional info and the chosen incentive, worded as the stream will show
 * it. The values are what the server is sent.
 */
export function DonationSummary({ form, chosen }: { form: DonationForm; chosen: Chosen | null }) {
  const answers = Object.entries(answersFor(promptsOf(chosen), form.extraInfo));
  const message = shownMessage(form);
  return (
    <dl className="donation-summary" aria-label="Your donation">
      <div>
        <dt>{texts.summaryName}</dt>
        <dd>{publicDonorName(shownName(form))}</dd>
      </div>
      <div>
        <dt>{texts.summaryAmount}</dt>
        <dd className="donation-summary__amount">{formatUsd(amountCentsOf(form.amount))}</dd>
      </div>
      <div>
        <dt>{texts.summaryMessage}</dt>
        <dd className="donation-summary__message">{message === '' ? texts.none : message}</dd>
      </div>
      {answers.map(([prompt, answer]) => (
        <div key={prompt}>
          <dt>
            {texts.extraInfoHeading}: {prompt}
          </dt>
          <dd>{answer}</dd>
        </div>
      ))}
      <div>
        <dt>{texts.summaryIncentive}</dt>
        <dd>{chosen ? describeChosenIncentive(chosen.incentive, chosen.parent) : texts.none}</dd>
      </div>
    </dl>
  );
}
