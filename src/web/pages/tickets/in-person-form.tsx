import { inPersonPageTexts as texts } from '../../../../content/ticket-pages';
import { ageNotice, type TicketTypeText } from '../../../../content/tickets';
import { MAX_EMAIL_LENGTH } from '../../../domain/email';
import { nameFieldMaxLength } from '../../../domain/name-length';
import { type InPersonTicketType, inPersonTicketTypes } from '../../../domain/tickets/counts';
import { MAX_BADGE_NAME_LENGTH, MAX_DISCOUNT_LENGTH } from '../../../domain/tickets/limits';
import { ticketSlotLabels } from '../../../domain/tickets/names-list';
import type { InPersonInfo } from '../../../domain/tickets/order';
import type { TicketQuote } from '../../../domain/tickets/pricing';
import { Card } from '../../components/card';
import { CheckoutForm } from '../../components/checkout-form';
import { useFieldIds } from '../../components/problem-list';
import { CheckoutButton } from '../../components/tickets/checkout-button';
import { ErrorList, type ShownProblems } from '../../components/tickets/error-list';
import { NamesFields } from '../../components/tickets/names-fields';
import { PriceSummary } from '../../components/tickets/price-summary';
import { TicketsCard } from '../../components/tickets/tickets-card';
import type { DiscountAnswer } from './discount-lookup';
import { discountStatusText } from './discount-status';
import { type InPersonForm, withCounts } from './in-person-order';
import { PhoneField } from './phone-field';
import type { PhoneKit } from './use-phone-kit';
import { YesNoDetails } from './yes-no-details';

interface InPersonFormViewProps {
  form: InPersonForm;
  quote: TicketQuote;
  /** The current edition's prices, in cents. */
  prices: Record<InPersonTicketType, number>;
  /** The shown edition's ticket type texts (edition-ticket-texts.ts). */
  typeTexts: Record<InPersonTicketType, TicketTypeText>;
  /** The server's word on the typed discount code; null while none is typed. */
  discountAnswer: DiscountAnswer | null;
  /** The phone kit, for the country list; null while it loads. */
  phoneKit: PhoneKit | null;
  /** The Checkout errors to list (see useTicketPurchase). */
  errors: ShownProblems;
  onChange(form: InPersonForm): void;
  onCheckout(): void;
  /** Why nothing can be bought here (an organiser's preview of another edition); undefined: it can. */
  checkoutRefused?: string | undefined;
}

export function InPersonFormView({
  form,
  quote,
  prices,
  typeTexts,
  discountAnswer,
  phoneKit,
  errors,
  onChange,
  onCheckout,
  checkoutRefused,
}: InPersonFormViewProps) {
  const { id, fieldId } = useFieldIds();
  const { info } = form;
  const setInfo = (changes: Partial<InPersonInfo>) => onChange({ ...form, info: { ...info, ...changes } });
  const discount = discountStatusText(quote, discountAnswer);
  return (
    <CheckoutForm className="ticket-form" onCheckout={onCheckout}>
      <TicketsCard
        id={`${id}-tickets`}
        heading={texts.ticketsHeading}
        types={inPersonTicketTypes}
        counts={form.tickets}
        prices={prices}
        texts={typeTexts}
        onChange={(tickets) => onChange(withCounts(form, tickets))}
        firstInputId={fieldId('tickets')}
        notice={ageNotice}
      />

      <Card id={`${id}-details`} level={2} heading={texts.detailsHeading}>
        <NamesFields
          field={texts.badgeName}
          hint={texts.badgeNamesHint}
          names={info.names}
          slots={ticketSlotLabels(inPersonTicketTypes, form.tickets, typeTexts)}
          type="text"
          maxLength={nameFieldMaxLength(MAX_BADGE_NAME_LENGTH)}
          idOf={(index) => fieldId(`names.${index}`)}
          onChange={(names) => setInfo({ names })}
        />
        <PhoneField
          phone={info.phone}
          country={form.phoneCountry}
          onPhoneChange={(phone) => setInfo({ phone })}
          onCountryChange={(phoneCountry) => onChange({ ...form, phoneCountry })}
          numberId={fieldId('phone')}
          kit={phoneKit}
        />
        <div className="field">
          <label htmlFor={fieldId('email')}>{texts.email}</label>
          <input
            id={fieldId('email')}
            type="email"
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            aria-describedby={`${id}-email-hint`}
            value={info.email}
            onChange={(event) => setInfo({ email: event.target.value })}
          />
          <p id={`${id}-email-hint`} className="field-hint">
            {texts.emailHint}
          </p>
        </div>
        <YesNoDetails
          question={texts.dietaryQuestion}
          detailsLabel={texts.dietaryDetails}
          value={info.dietaryRestrictions}
          details={info.dietaryRestrictionsDetails}
          onChange={(dietaryRestrictions) => setInfo({ dietaryRestrictions })}
          onDetailsChange={(dietaryRestrictionsDetails) => setInfo({ dietaryRestrictionsDetails })}
          detailsId={fieldId('dietaryRestrictionsDetails')}
        />
        <YesNoDetails
          question={texts.accomodationsQuestion}
          detailsLabel={texts.accomodationsDetails}
          value={info.accomodations}
          details={info.accomodationsDetails}
          onChange={(accomodations) => setInfo({ accomodations })}
          onDetailsChange={(accomodationsDetails) => setInfo({ accomodationsDetails })}
          detailsId={fieldId('accomodationsDetails')}
        />
        <label className="choice">
          <input
            type="checkbox"
            checked={info.volunteer}
            onChange={(event) => setInfo({ volunteer: event.target.checked })}
          />
          {texts.volunteer}
        </label>
        <label className="choice">
          <input
            type="checkbox"
            checked={info.dinner}
            onChange={(event) => setInfo({ dinner: event.target.checked })}
          />
          {texts.dinner}
        </label>
      </Card>

      <Card id={`${id}-payment`} level={2} heading={texts.paymentHeading}>
        <div className="field discount-field">
          <label htmlFor={fieldId('discount')}>{texts.discountCode}</label>
          <input
            id={fieldId('discount')}
            type="text"
            maxLength={MAX_DISCOUNT_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={`${id}-discount-status`}
            value={form.discount}
            onChange={(event) => onChange({ ...form, discount: event.target.value })}
          />
          <p
            id={`${id}-discount-status`}
            className={`discount-status discount-status--${discount?.tone ?? 'none'}`}
            aria-live="polite"
          >
            {discount?.text}
          </p>
        </div>
        <PriceSummary quote={quote} withDiscount />
        <ErrorList shown={errors} fieldId={fieldId} />
        <CheckoutButton refused={checkoutRefused} />
      </Card>
    </CheckoutForm>
  );
}
