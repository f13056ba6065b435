// The Checkout errors of both ticket pages, worded and ordered as docs/product/tickets.md lists them.
// The page shows them all together; the server runs the same checks before it creates a payment order.
import { isValidEmail } from '../email';
import { DEFAULT_PHONE_COUNTRY, isValidPhone, type PhoneCountry } from '../phone';
import { totalTickets } from './counts';
import { namesListLength } from './names-list';
import type { InPersonOrder, LivestreamOrder } from './order';
import { type DiscountCode, discountStatus } from './pricing';

export const ticketErrors = {
  noTickets: 'Must purchase at least one ticket.',
  badgeName: 'Must fill out the required field: Name on Badge',
  dietaryRestrictions: 'Must fill out the required field: Dietary Restrictions',
  accomodations: 'Must fill out the required field: Accomodations',
  phone: 'Must enter a valid phone number.',
  email: 'Must enter a valid email address.',
  streamEmail: 'Must fill out the required field: Email',
} as const;

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** '<CODE> discount can be used for a maximum of three tickets.' (the published wording) */
export function discountLimitError(discount: DiscountCode): string {
  const max = discount.maxTickets ?? 0;
  return `${discount.code} discount can be used for a maximum of ${numberWords[max] ?? max} tickets.`;
}

const isBlank = (text: string | undefined) => (text ?? '').trim() === '';

/** Entries the order needs: one per ticket (at least one); a missing entry counts as empty. */
function neededNames(names: readonly string[], ticketCount: number): (string | undefined)[] {
  return Array.from({ length: namesListLength(ticketCount) }, (_, i) => names[i]);
}

export interface InPersonValidationOptions {
  discountCodes: readonly DiscountCode[];
  /** The country the phone selector shows; numbers in '+' form ignore it. */
  phoneCountry?: PhoneCountry;
}

export function inPersonOrderErrors(order: InPersonOrder, options: InPersonValidationOptions): string[] {
  const { tickets, info } = order;
  const count = totalTickets(tickets);
  const errors: string[] = [];
  if (!(count > 0)) errors.push(ticketErrors.noTickets);
  if (neededNames(info.names, count).some(isBlank)) errors.push(ticketErrors.badgeName);
  if (info.dietaryRestrictions && isBlank(info.dietaryRestrictionsDetails))
    errors.push(ticketErrors.dietaryRestrictions);
  if (info.accomodations && isBlank(info.accomodationsDetails)) errors.push(ticketErrors.accomodations);
  if (!isValidPhone(info.phone, options.phoneCountry ?? DEFAULT_PHONE_COUNTRY))
    errors.push(ticketErrors.phone);
  if (!isValidEmail(info.email)) errors.push(ticketErrors.email);
  const { discount, status } = discountStatus(tickets, order.discount, options.discountCodes);
  if (discount && status === 'too-many-tickets') errors.push(discountLimitError(discount));
  return errors;
}

export function livestreamOrderErrors(order: LivestreamOrder): string[] {
  const count = totalTickets(order.tickets);
  const emails = neededNames(order.info.names, count);
  const errors: string[] = [];
  if (!(count > 0)) errors.push(ticketErrors.noTickets);
  if (emails.some(isBlank)) errors.push(ticketErrors.streamEmail);
  // An empty entry already has its own message; the pattern is checked on what was typed.
  if (emails.some((email) => !isBlank(email) && !isValidEmail(email ?? ''))) errors.push(ticketErrors.email);
  return errors;
}
