import { livestreamPageTexts as texts } from '../../../../content/ticket-pages';
import { livestreamTicketText } from '../../../../content/tickets';
import type { LivestreamOrderBody } from '../../../contracts/tickets';
import { livestreamTicketTypes } from '../../../domain/tickets/counts';
import { slotFieldLabel, ticketSlotLabels } from '../../../domain/tickets/names-list';
import { OrderReview } from '../../components/tickets/order-review';

/** The livestream order as it will be sent: the address each ticket's link goes to. */
export function LivestreamReview({ body, onChange }: { body: LivestreamOrderBody; onChange(): void }) {
  const slots = ticketSlotLabels(livestreamTicketTypes, body.tickets, livestreamTicketText);
  const rows = body.info.names.map((email, index) => ({
    label: slotFieldLabel(texts.email, slots[index]),
    value: email.trim(),
  }));
  return <OrderReview rows={rows} onChange={onChange} />;
}
