import { donateCardTexts as texts } from '../../../../content/donate-card';
import type { FormProblem } from '../../../domain/form-problems';
import { donationLimits } from '../../../domain/incentives/donation-limits';
import { centsToDollars } from '../../../domain/money';
import { nameFieldMaxLength } from '../../../domain/name-length';
import { Card } from '../../components/card';
import { CheckoutForm } from '../../components/checkout-form';
import { ProblemList, useFieldIds } from '../../components/problem-list';
import { useRenderedState } from '../../router/rendered-state';
import { AnonymousChoice } from './anonymous-choice';
import { BitsHint } from './bits-hint';
import { DirectDonationLink } from './direct-donation-link';
import { amountCentsOf, type Chosen, type DonationForm, hasAmount, promptsOf } from './donation-form';
import { ExtraInfoFields } from './extra-info-fields';
import { IncentivesSection, type IncentivesSectionProps } from './incentives-section';
import { PrizesHint } from './prizes-hint';

interface DonateCardFormProps {
  form: DonationForm;
  chosen: Chosen | null;
  /** donationCheckoutProblems of the form as it is; Checkout is enabled only when there are none. */
  errors: readonly FormProblem[];
  incentives: Omit<
    IncentivesSectionProps,
    'chosenId' | 'amountCents' | 'amountTyped' | 'onChoose' | 'suggestion' | 'onSuggest'
  >;
  onChange(form: DonationForm): void;
  onCheckout(): void;
}

export function DonateCardForm({
  form,
  chosen,
  errors,
  incentives,
  onChange,
  onCheckout,
}: DonateCardFormProps) {
  const { id, fieldId } = useFieldIds();
  const amountCents = amountCentsOf(form.amount);
  const set = (changes: Partial<DonationForm>) => onChange({ ...form, ...changes });
  // Sent enabled: before the page runs it cannot tell whether what the donor typed meanwhile allows
  // Checkout, and a press of a disabled button would be lost. The press is held and made once the page
  // runs, by its rules (docs/decisions/040-early-input.md); from its first own render on, the button is
  // disabled while there are reasons not to check out.
  const takingOver = useRenderedState() !== null;
  const blocked = errors.length > 0 && !takingOver;
  return (
    <CheckoutForm
      className="donate-form"
      onCheckout={() => {
        if (errors.length === 0) onCheckout();
      }}
    >
      <Card id={`${id}-donation`} level={2} heading={texts.formHeading} className="donate-form__donation">
        <div className="field">
          <label htmlFor={fieldId('amount')}>{texts.amount}</label>
          <div className="amount-input">
            <span className="amount-input__sign" aria-hidden="true">
              $
            </span>
            <input
              id={fieldId('amount')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              max={centsToDollars(donationLimits.maxAmountCents)}
              value={form.amount}
              onChange={(event) => set({ amount: event.target.value })}
            />
          </div>
          <BitsHint amountCents={amountCents} />
          <PrizesHint amountCents={amountCents} />
        </div>
        <div className="field">
          <label htmlFor={fieldId('name')}>{texts.name}</label>
          <p id={`${id}-name-hint`} className="field-hint">
            {texts.nameHint}
          </p>
          <input
            id={fieldId('name')}
            type="text"
            autoComplete="nickname"
            maxLength={nameFieldMaxLength(donationLimits.maxNameLength)}
            aria-describedby={`${id}-name-hint`}
            disabled={form.anonymous}
            value={form.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          <AnonymousChoice checked={form.anonymous} onChange={(anonymous) => set({ anonymous })} />
        </div>
        <div className="field">
          <label htmlFor={fieldId('message')}>{texts.message}</label>
          <p id={`${id}-message-hint`} className="field-hint">
            {texts.messageHint}
          </p>
          <textarea
            id={fieldId('message')}
            rows={3}
            maxLength={donationLimits.maxMessageLength}
            aria-describedby={`${id}-message-hint`}
            value={form.message}
            onChange={(event) => set({ message: event.target.value })}
          />
        </div>
      </Card>

      <IncentivesSection
        {...incentives}
        chosenId={form.incentiveId}
        amountCents={amountCents}
        amountTyped={hasAmount(form)}
        onChoose={(incentiveId) => set({ incentiveId, suggestedOption: null })}
        suggestion={form.suggestedOption}
        onSuggest={(incentiveId, suggestedOption) => set({ incentiveId, suggestedOption })}
      />

      <div className="card donate-form__checkout">
        <ExtraInfoFields
          prompts={promptsOf(chosen)}
          answers={form.extraInfo}
          onChange={(extraInfo) => set({ extraInfo })}
          idOf={(index) => fieldId(`answers.${index}`)}
        />
        <div aria-live="polite" id={`${id}-blocked`}>
          <ProblemList
            intro={texts.checkoutBlocked}
            problems={errors}
            fieldId={fieldId}
            className="checkout-blocked"
          />
        </div>
        <div className="ticket-actions">
          <button type="submit" className="button button--primary" disabled={blocked}>
            {texts.checkoutButton}
          </button>
        </div>
        <p className="donate-form__fallback">
          {texts.fallbackIntro} <DirectDonationLink />
        </p>
      </div>
    </CheckoutForm>
  );
}
