import { inPersonPricing } from '../../../../content/tickets';
import type { InPersonOrderBody } from '../../../contracts/tickets';
import { centsToDollars } from '../../../domain/money';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry, toE164Phone } from '../../../domain/phone';
import {
  emptyInPersonCounts,
  type InPersonCounts,
  type InPersonTicketType,
  totalTickets,
} from '../../../domain/tickets/counts';
import { resizeNames } from '../../../domain/tickets/names-list';
import { emptyInPersonInfo, type InPersonInfo, type InPersonOrder } from '../../../domain/tickets/order';
import { type DiscountCode, quoteTickets, type TicketQuote } from '../../../domain/tickets/pricing';
import { inPersonOrderErrors } from '../../../domain/tickets/validation';

// What the in-person form holds, and the order it makes. The form keeps the phone as typed with its
// country; the order sent to the server carries the international form. `codes` is the rule the server
// gave for the typed code (discount-lookup.ts), or none.

type Codes = readonly DiscountCode<InPersonTicketType>[];

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

export function quoteInPersonForm(form: InPersonForm, codes: Codes): TicketQuote {
  return quoteTickets(form.tickets, form.discount, inPersonPricing(codes));
}

function asOrder(form: InPersonForm): InPersonOrder {
  return { tickets: form.tickets, info: form.info, discount: form.discount };
}

export function inPersonFormErrors(form: InPersonForm, codes: Codes): string[] {
  return inPersonOrderErrors(asOrder(form), { discountCodes: codes, phoneCountry: form.phoneCountry });
}

/** The body of POST /api/tickets/create; `amount` is the page's total in dollars. */
export function inPersonOrderBody(form: InPersonForm, codes: Codes): InPersonOrderBody {
  const { info } = form;
  return {
    tickets: form.tickets,
    info: { ...info, phone: toE164Phone(info.phone, form.phoneCountry) ?? info.phone },
    discount: form.discount,
    amount: centsToDollars(quoteInPersonForm(form, codes).totalCents),
  };
}
