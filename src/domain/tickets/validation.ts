// The Checkout errors of both ticket pages, worded and ordered as docs/product/tickets.md lists them.
// The page shows them all together, each a link to its field; the server runs the same checks before it
// creates a payment order and answers the same sentences.
import { isValidEmail, MAX_EMAIL_LENGTH } from '../email';
import { type FormProblem, isTooLong, messagesOf, tooLongMessage } from '../form-problems';
import { isNameTooLong } from '../name-length';
import { DEFAULT_PHONE_COUNTRY, MAX_PHONE_LENGTH, type PhoneCheck, type PhoneCountry } from '../phone-limits';
import {
  type InPersonTicketType,
  inPersonTicketTypes,
  type LivestreamTicketType,
  livestreamTicketTypes,
  totalTickets,
} from './counts';
import { MAX_BADGE_NAME_LENGTH, MAX_DETAILS_LENGTH, MAX_DISCOUNT_LENGTH, ticketFieldNames } from './limits';
import { namesListLength, slotFieldLabel, type TicketTypeLabels, ticketSlotLabels } from './names-list';
import type { InPersonOrder, LivestreamOrder } from './order';
import { type DiscountCode, discountStatus } from './pricing';

/**
 * The published messages, word for word.
 */
const ticketErrors = {
  noTickets: 'Must purchase at least one ticket.',
  badgeName: 'Must fill out the required field: Name on Badge',
  dietaryRestrictions: 'Must fill out the required field: Dietary Restrictions',
  accomodations: 'Must fill out the required field: Accomodations',
  phone: 'Must enter a valid phone number.',
  email: 'Must enter a valid email address.',
  streamEmail: 'Must fill out the required field: Email',
} as const;

/** The field a problem is about: an entry of the names list is 'names.0', 'names.1', ... */
type TicketField =
  | 'tickets'
  | `names.${number}`
  | 'phone'
  | 'email'
  | 'dietaryRestrictionsDetails'
  | 'accomodationsDetails'
  | 'discount';

export type TicketProblem = FormProblem<TicketField>;

/** 'Must fill out the required field: Name on Badge (Adult 2)': the published sentence, naming the entry. */
function missingEntry(field: string, slot: string | undefined): string {
  return `Must fill out the required field: ${slotFieldLabel(field, slot)}`;
}

/** 'Must enter a valid email address for the Student 1 ticket.' (just the published sentence with no ticket) */
function invalidStreamEmail(slot: string | undefined): string {
  return slot === undefined ? ticketErrors.email : `Must enter a valid email address for the ${slot} ticket.`;
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** '<CODE> discount can be used for a maximum of three tickets.' (the published wording) */
export function discountLimitError(discount: DiscountCode): string {
  const max = discount.maxTickets ?? 0;
  return `${discount.code} discount can be used for a maximum of ${numberWords[max] ?? max} tickets.`;
}

const isBlank = (text: string | undefined) => (text ?? '').trim() === '';

/** Entries the order needs: one per ticket (at least one); a missing entry counts as empty. */
function neededNames(names: readonly string[], ticketCount: number): string[] {
  return Array.from({ length: namesListLength(ticketCount) }, (_, i) => names[i] ?? '');
}

export interface InPersonValidationOptions {
  discountCodes: readonly DiscountCode[];
  /** The country the phone selector shows; numbers in '+' form ignore it. */
  phoneCountry?: PhoneCountry;
  /**
   * The phone check (domain/phone.ts). The page passes null while it is still loading the numbering plans:
   * the number's length is checked, its digits when the plans are there.
   */
  isValidPhone: PhoneCheck | null;
  /** What the ticket types are called, so a message says which badge it is about. */
  ticketLabels: TicketTypeLabels<InPersonTicketType>;
}

/** A details field: required when its answer is yes, never longer than the limit. */
function detailsProblem(
  field: 'dietaryRestrictionsDetails' | 'accomodationsDetails',
  name: string,
  required: boolean,
  details: string,
): TicketProblem[] {
  if (isTooLong(details, MAX_DETAILS_LENGTH))
    return [{ field, message: tooLongMessage(name, MAX_DETAILS_LENGTH) }];
  return required && isBlank(details) ? [{ field, message: missingEntry(name, undefined) }] : [];
}

export function inPersonOrderProblems(
  order: InPersonOrder,
  options: InPersonValidationOptions,
): TicketProblem[] {
  const { tickets, info } = order;
  const count = totalTickets(tickets);
  const slots = ticketSlotLabels(inPersonTicketTypes, tickets, options.ticketLabels);
  const problems: TicketProblem[] = [];
  if (!(count > 0)) problems.push({ field: 'tickets', message: ticketErrors.noTickets });
  neededNames(info.names, count).forEach((name, i) => {
    const field = `names.${i}` as const;
    if (isBlank(name)) problems.push({ field, message: missingEntry(ticketFieldNames.badgeName, slots[i]) });
    else if (isNameTooLong(name, MAX_BADGE_NAME_LENGTH)) {
      const label = slotFieldLabel(ticketFieldNames.badgeName, slots[i]);
      problems.push({ field, message: tooLongMessage(label, MAX_BADGE_NAME_LENGTH) });
    }
  });
  problems.push(
    ...detailsProblem(
      'dietaryRestrictionsDetails',
      ticketFieldNames.dietaryRestrictions,
      info.dietaryRestrictions,
      info.dietaryRestrictionsDetails,
    ),
    ...detailsProblem(
      'accomodationsDetails',
      ticketFieldNames.accomodations,
      info.accomodations,
      info.accomodationsDetails,
    ),
  );
  if (isTooLong(info.phone, MAX_PHONE_LENGTH))
    problems.push({ field: 'phone', message: tooLongMessage(ticketFieldNames.phone, MAX_PHONE_LENGTH) });
  else if (
    options.isValidPhone &&
    !options.isValidPhone(info.phone, options.phoneCountry ?? DEFAULT_PHONE_COUNTRY)
  )
    problems.push({ field: 'phone', message: ticketErrors.phone });
  if (isTooLong(info.email, MAX_EMAIL_LENGTH))
    problems.push({ field: 'email', message: tooLongMessage(ticketFieldNames.email, MAX_EMAIL_LENGTH) });
  else if (!isValidEmail(info.email)) problems.push({ field: 'email', message: ticketErrors.email });
  if (isTooLong(order.discount, MAX_DISCOUNT_LENGTH)) {
    const message = tooLongMessage(ticketFieldNames.discount, MAX_DISCOUNT_LENGTH);
    problems.push({ field: 'discount', message });
  } else {
    const { discount, status } = discountStatus(tickets, order.discount, options.discountCodes);
    if (discount && status === 'too-many-tickets')
      problems.push({ field: 'discount', message: discountLimitError(discount) });
  }
  return problems;
}

export function inPersonOrderErrors(order: InPersonOrder, options: InPersonValidationOptions): string[] {
  return messagesOf(inPersonOrderProblems(order, options));
}

/**
 * The published order: no tickets, then every empty entry, then every entry that is not an address (an
 * empty entry only gets the message above; one longer than an address can be says so).
 */
export function livestreamOrderProblems(
  order: LivestreamOrder,
  ticketLabels: TicketTypeLabels<LivestreamTicketType>,
): TicketProblem[] {
  const count = totalTickets(order.tickets);
  const slots = ticketSlotLabels(livestreamTicketTypes, order.tickets, ticketLabels);
  const emails = neededNames(order.info.names, count);
  const problems: TicketProblem[] = [];
  if (!(count > 0)) problems.push({ field: 'tickets', message: ticketErrors.noTickets });
  emails.forEach((email, i) => {
    if (isBlank(email))
      problems.push({ field: `names.${i}`, message: missingEntry(ticketFieldNames.streamEmail, slots[i]) });
  });
  emails.forEach((email, i) => {
    const field = `names.${i}` as const;
    if (isBlank(email)) return;
    if (isTooLong(email, MAX_EMAIL_LENGTH)) {
      const label = slotFieldLabel(ticketFieldNames.streamEmail, slots[i]);
      problems.push({ field, message: tooLongMessage(label, MAX_EMAIL_LENGTH) });
    } else if (!isValidEmail(email)) problems.push({ field, message: invalidStreamEmail(slots[i]) });
  });
  return problems;
}

export function livestreamOrderErrors(
  order: LivestreamOrder,
  ticketLabels: TicketTypeLabels<LivestreamTicketType>,
): string[] {
  return messagesOf(livestreamOrderProblems(order, ticketLabels));
}
