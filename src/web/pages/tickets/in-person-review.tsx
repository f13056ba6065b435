import { inPersonPageTexts as texts } from '../../../../content/ticket-pages';
import type { TicketTypeText } from '../../../../content/tickets';
import type { InPersonOrderBody } from '../../../contracts/tickets';
import { type InPersonTicketType, inPersonTicketTypes } from '../../../domain/tickets/counts';
import { slotFieldLabel, ticketSlotLabels } from '../../../domain/tickets/names-list';
import { OrderReview, type ReviewRow } from '../../components/tickets/order-review';

const yesNo = (value: boolean) => (value ? texts.yes : texts.no);
const answer = (value: boolean, details: string) => (value ? `${texts.yes}: ${details.trim()}` : texts.no);

/** The in-person order as it will be sent: the email, each badge's name, and every answer. */
function inPersonReviewRows(
  body: InPersonOrderBody,
  typeTexts: Record<InPersonTicketType, TicketTypeText>,
): ReviewRow[] {
  const { info } = body;
  const slots = ticketSlotLabels(inPersonTicketTypes, body.tickets, typeTexts);
  return [
    { label: texts.email, value: info.email.trim() },
    ...info.names.map((name, index) => ({
      label: slotFieldLabel(texts.badgeName, slots[index]),
      value: name.trim(),
    })),
    { label: texts.phone, value: info.phone },
    { label: texts.dietaryDetails, value: answer(info.dietaryRestrictions, info.dietaryRestrictionsDetails) },
    { label: texts.accomodationsDetails, value: answer(info.accomodations, info.accomodationsDetails) },
    { label: texts.reviewVolunteer, value: yesNo(info.volunteer) },
    { label: texts.reviewDinner, value: yesNo(info.dinner) },
    ...(body.discount.trim() === '' ? [] : [{ label: texts.reviewDiscount, value: body.discount.trim() }]),
  ];
}

interface InPersonReviewProps {
  body: InPersonOrderBody;
  /** The shown edition's ticket type texts, whose labels name the badges (edition-ticket-texts.ts). */
  typeTexts: Record<InPersonTicketType, TicketTypeText>;
  onChange(): void;
}

export function InPersonReview({ body, typeTexts, onChange }: InPersonReviewProps) {
  return <OrderReview rows={inPersonReviewRows(body, typeTexts)} onChange={onChange} />;
}
