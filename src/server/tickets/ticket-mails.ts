import {
  inPersonTicketEmail,
  livestreamOrderEmail,
  livestreamTicketEmail,
  livestreamTicketMovedEmail,
  type ReceiptInput,
} from '../../../content/ticket-emails';
import { inPersonTicketTypes, livestreamTicketTypes } from '../../domain/tickets/counts';
import { ticketReceipt } from '../../domain/tickets/receipt';
import type { Edition } from '../editions';
import type { InlineQrImage, QueuedMail } from '../mail';
import { qrDisplayPx, renderEmail } from '../mail';
import type { TicketOrderPayload } from '../orders';

// The ticket emails, built from what an order stored: the purchase sends them, and a buyer asking for
// them again (resend-ticket-mails.ts) gets the same, receipt included (docs/product/tickets.md).

export type TicketMailParts = Pick<QueuedMail, 'subject' | 'text' | 'html' | 'images'>;

/** What every ticket email's receipt is made of. */
export interface PaidOrder {
  id: string;
  amountCents: number;
  refundedCents: number;
  discountCode: string | null;
  payload: TicketOrderPayload;
  /** When the purchase was recorded. */
  paidMs: number;
  /**
   * The edition the order was made in (editionOfOrder): its e-mails name it, and its receipt prices and
   * labels its tickets with that edition's (docs/decisions/082-the-public-site-follows-the-current-edition.md).
   */
  edition: Edition;
}

export interface StoredBadge {
  code: string;
  name: string;
  ticket_type: string;
}

const labelOfType = (texts: Record<string, { label: string }>) => (type: string) =>
  texts[type]?.label ?? type;

/** The order page's address for one link's token (src/server/order-page/). */
const orderPageUrl = (publicUrl: string, orderToken: string) => `${publicUrl}/order/${orderToken}`;

/** A viewer's stream link (routes/live-access.ts). */
export const streamLinkUrl = (publicUrl: string, accessToken: string) => `${publicUrl}/live-${accessToken}`;

export function receiptOf(order: PaidOrder): ReceiptInput {
  const common = {
    orderRef: order.id,
    discountCode: order.discountCode,
    paidCents: order.amountCents,
    refundedCents: order.refundedCents,
    paidMs: order.paidMs,
  };
  const { edition } = order;
  return order.payload.kind === 'in-person'
    ? {
        receipt: ticketReceipt({
          ...common,
          counts: order.payload.tickets,
          types: inPersonTicketTypes,
          prices: edition.prices.inPerson,
        }),
        labelOf: labelOfType(edition.texts.inPersonTypes),
        edition,
      }
    : {
        receipt: ticketReceipt({
          ...common,
          counts: order.payload.tickets,
          types: livestreamTicketTypes,
          prices: edition.prices.livestream,
        }),
        labelOf: labelOfType(edition.texts.livestreamTypes),
        edition,
      };
}

/** A badge's QR code holds its code and nothing else, so any scanner reads what a volunteer would type. */
const qrImageOf = (code: string): InlineQrImage => ({
  cid: `badge-${code}@ticket`,
  filename: `badge-${code}.png`,
  qrText: code,
});

export function inPersonTicketMail(
  publicUrl: string,
  order: PaidOrder,
  badges: StoredBadge[],
  lateRegistrant: boolean,
  orderToken: string,
  /** Sent to the person a badge was passed to (docs/decisions/077-ticket-transfers.md). */
  passedOn = false,
): TicketMailParts {
  const images = badges.map((badge) => qrImageOf(badge.code));
  const label = labelOfType(order.edition.texts.inPersonTypes);
  const content = inPersonTicketEmail({
    badges: badges.map((badge, i) => ({
      code: badge.code,
      name: badge.name,
      label: label(badge.ticket_type),
      imageCid: images[i]!.cid,
      imagePx: qrDisplayPx(badge.code),
    })),
    transitUrl: `${publicUrl}/transit`,
    resendUrl: `${publicUrl}/tickets/resend`,
    orderUrl: orderPageUrl(publicUrl, orderToken),
    lateRegistrant,
    receipt: receiptOf(order),
    passedOn,
  });
  return { ...renderEmail(content), images };
}

/**
 * A viewer's email: their stream link `token`, and the order link `orderToken` that opens their ticket
 * only, or the whole order when `scope` says the address is the buyer's own (order-links.ts).
 */
export function livestreamTicketMail(
  publicUrl: string,
  order: PaidOrder,
  token: string,
  orderToken: string,
  scope: string | null,
): TicketMailParts {
  return renderEmail(
    livestreamTicketEmail({
      link: streamLinkUrl(publicUrl, token),
      scheduleUrl: `${publicUrl}/schedule`,
      resendUrl: `${publicUrl}/tickets/resend`,
      orderUrl: orderPageUrl(publicUrl, orderToken),
      orderScope: scope === null ? 'order' : 'ticket',
      receipt: receiptOf(order),
    }),
  );
}

/** The buyer's own email of a livestream order they watch none of: the whole order's link. */
export function livestreamOrderMail(
  publicUrl: string,
  order: PaidOrder,
  orderToken: string,
): TicketMailParts {
  return renderEmail(
    livestreamOrderEmail({
      resendUrl: `${publicUrl}/tickets/resend`,
      orderUrl: orderPageUrl(publicUrl, orderToken),
      receipt: receiptOf(order),
    }),
  );
}

/** To a viewer's old address once their ticket went to another: no new address, whom to write to. */
export function ticketMovedMail(input: Parameters<typeof livestreamTicketMovedEmail>[0]): TicketMailParts {
  return renderEmail(livestreamTicketMovedEmail(input));
}
