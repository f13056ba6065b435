import { inPersonPrices, inPersonTicketText } from '../../../../content/tickets';
import type { InPersonOrderBody } from '../../../contracts/tickets';
import { centsToDollars } from '../../../domain/money';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '../../../domain/phone-limits';
import {
  emptyInPersonCounts,
  type InPersonCounts,
  type InPersonTicketType,
  totalTickets,
} from '../../../domain/tickets/counts';
import { resizeNames } from '../../../domain/tickets/names-list';
import { emptyInPersonInfo, type InPersonInfo, type InPersonOrder } from '../../../domain/tickets/order';
import { type DiscountCode, quoteTickets, type TicketQuote } from '../../../domain/tickets/pricing';
import { inPersonOrderProblems, type TicketProblem } from '../../../domain/tickets/validation';
import type { DiscountAnswer } from './discount-lookup';
import type { PhoneKit } from './use-phone-kit';

// What the in-person form holds, and the order it makes. The form keeps the phone as typed with its
// country; the order sent to the server carries the international form. `codes` is the rule the server
// gave for the typed code (discount-lookup.ts), or none.

type Codes = readonly DiscountCode<InPersonTicketType>[];

/** The phone kit's checks (use-phone-kit.ts); null while it loads. */
export type PhoneTools = Pick<PhoneKit, 'isValidPhone' | 'toE164Phone'> | null;

export interface InPersonForm {
  tickets: InPersonCounts;
  info: InPersonInfo;
  phoneCountry: PhoneCountry;
  discount: string;
}

export const emptyInPersonForm: InPersonForm = {
  tickets: emptyInPersonCounts,
  info: emptyInPersonInfo,
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  discount: '',
};

/** New counts, with the names list resized to them (docs/product/tickets.md, "The names list"). */
export function withCounts(form: InPersonForm, tickets: InPersonCounts): InPersonForm {
  return {
    ...form,
    tickets,
    info: { ...form.info, names: resizeNames(form.info.names, totalTickets(tickets)) },
  };
}

/** `prices`: the current edition's (edition-prices.ts), in cents. */
export function quoteInPersonForm(
  form: InPersonForm,
  codes: Codes,
  prices: Record<InPersonTicketType, number> = inPersonPrices,
): TicketQuote {
  return quoteTickets(form.tickets, form.discount, { prices, discountCodes: codes });
}

/**
 * The order as sent. Details the buyer typed and then answered 'No' to stay in the form (a 'Yes' brings
 * them back) but are not sent: the buyer withdrew them.
 */
function asOrder(form: InPersonForm): InPersonOrder {
  const { info } = form;
  return {
    tickets: form.tickets,
    info: {
      ...info,
      dietaryRestrictionsDetails: info.dietaryRestrictions ? info.dietaryRestrictionsDetails : '',
      accomodationsDetails: info.accomodations ? info.accomodationsDetails : '',
    },
    discount: form.discount,
  };
}

/**
 * The Checkout errors of the form as it is, each with its field. `discount` is the server's word on the
 * typed code: one that could not be checked adds the reason, and Checkout waits for it.
 */
export function inPersonFormProblems(
  form: InPersonForm,
  codes: Codes,
  discount: DiscountAnswer | null,
  phone: PhoneTools,
): TicketProblem[] {
  const problems = inPersonOrderProblems(asOrder(form), {
    discountCodes: codes,
    phoneCountry: form.phoneCountry,
    isValidPhone: phone?.isValidPhone ?? null,
    ticketLabels: inPersonTicketText,
  });
  if (discount?.kind === 'failed') problems.push({ field: 'discount', message: discount.message });
  return problems;
}

/** The body of POST /api/tickets/create; `amount` is the page's total in dollars. */
export function inPersonOrderBody(
  form: InPersonForm,
  codes: Codes,
  phone: PhoneTools,
  prices: Record<InPersonTicketType, number> = inPersonPrices,
): InPersonOrderBody {
  const { info } = asOrder(form);
  return {
    tickets: form.tickets,
    info: { ...info, phone: phone?.toE164Phone(info.phone, form.phoneCountry) ?? info.phone },
    discount: form.discount,
    amount: centsToDollars(quoteInPersonForm(form, codes, prices).totalCents),
  };
}
