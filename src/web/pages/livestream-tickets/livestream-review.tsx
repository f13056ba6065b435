import { livestreamPageTexts as texts } from '../../../../content/ticket-pages';
import type { TicketTypeText } from '../../../../content/tickets';
import type { LivestreamOrderBody } from '../../../contracts/tickets';
import { type LivestreamTicketType, livestreamTicketTypes } from '../../../domain/tickets/counts';
import { slotFieldLabel, ticketSlotLabels } from '../../../domain/tickets/names-list';
import { OrderReview } from '../../components/tickets/order-review';

/** The livestream order as it will be sent: the address each ticket's link goes to. */
interface LivestreamReviewProps {
  body: LivestreamOrderBody;
  /** The shown edition's ticket type texts, whose labels name the links (edition-ticket-texts.ts). */
  typeTexts: Record<LivestreamTicketType, TicketTypeText>;
  onChange(): void;
}

export function LivestreamReview({ body, typeTexts, onChange }: LivestreamReviewProps) {
  const slots = ticketSlotLabels(livestreamTicketTypes, body.tickets, typeTexts);
  const rows = body.info.names.map((email, index) => ({
    label: slotFieldLabel(texts.email, slots[index]),
    value: email.trim(),
  }));
  return <OrderReview rows={rows} onChange={onChange} />;
}
