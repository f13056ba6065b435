import type { Kysely } from 'kysely';
import { orderPageTexts } from '../../../content/order-page';
import { receiptBlocks } from '../../../content/ticket-emails';
import type { OrderView } from '../../contracts/order-page';
import { erasureDueMs } from '../../domain/retention';
import { defaultEditsCloseMs, editsOpen, orderEditsCloseMs } from '../../domain/tickets/order-changes';
import type { Database } from '../db';
import { receiptOf, streamLinkUrl } from '../tickets';
import { badgeQrSvg } from './badge-qr';
import { dateText, type OrderPageSettings } from './order-settings';
import { orderHistory, type StoredOrder } from './stored-order';

/** The receipt's facts, as the ticket email lists them. */
export function receiptFacts(order: StoredOrder): [string, string][] {
  for (const block of receiptBlocks(receiptOf(order.paid))) if (block.kind === 'facts') return block.rows;
  return [];
}

/** Whether the buyer may change the order now: before the closing time, while its data is kept. */
export function changesOpen(order: StoredOrder, settings: OrderPageSettings): boolean {
  return order.erasedMs === null && editsOpen(settings.now(), changesCloseMs(order, settings));
}

/**
 * When this order's changes stop: BADGE_EDITS_CLOSE, or unset a week before the start of the order's
 * own edition (so a 2026 order's holder can change it until 2026's badges are printed, whichever
 * edition is current; docs/product/order-page-and-retention.md, "Changes"); never sooner than 48 hours
 * after it was paid (domain rule).
 */
export function changesCloseMs(order: StoredOrder, settings: OrderPageSettings): number {
  const closeMs =
    settings.editsCloseMs ?? defaultEditsCloseMs(Math.floor(order.paid.edition.startsMs / 1000));
  return orderEditsCloseMs(closeMs, order.paid.paidMs);
}

export async function orderView(
  db: Kysely<Database>,
  order: StoredOrder,
  settings: OrderPageSettings & { publicUrl: string },
): Promise<OrderView> {
  const open = changesOpen(order, settings);
  const closeMs = changesCloseMs(order, settings);
  const dueMs = erasureDueMs(order.createdMs, order.editionEndMs, settings.retentionDays);
  // Every time on the page is written in the order's own edition's zone.
  const zone = order.paid.edition;
  const erased = order.erasedMs !== null;
  const ticketOnly = order.viewerOnly !== null || order.badgeOnly !== null;
  const info = order.payload.kind === 'in-person' && !erased && !ticketOnly ? order.payload.info : undefined;
  // The buyer's page shows the badges the buyer still holds; a holder's, their own (stored-order.ts).
  const held = order.badges.filter(
    (badge) => !badge.refunded && (order.badgeOnly !== null || badge.holderEmail === null),
  );
  const openText =
    order.badgeOnly !== null
      ? orderPageTexts.badgeChangesOpen
      : ticketOnly
        ? orderPageTexts.ticketChangesOpen
        : orderPageTexts.changesOpen;
  return {
    reference: order.id,
    timeZone: zone.timeZone,
    kind: order.payload.kind,
    scope: ticketOnly ? 'ticket' : 'order',
    receipt: receiptFacts(order),
    badges: erased
      ? []
      : await Promise.all(
          held.map(async (badge) => ({
            code: badge.code,
            name: badge.name,
            slot: badge.slot,
            qrSvg: await badgeQrSvg(badge.code),
          })),
        ),
    answers: info
      ? {
          dietaryRestrictions: info.dietaryRestrictions,
          dietaryRestrictionsDetails: info.dietaryRestrictionsDetails,
          accomodations: info.accomodations,
          accomodationsDetails: info.accomodationsDetails,
          volunteer: info.volunteer,
          dinner: info.dinner,
        }
      : null,
    viewers: erased
      ? []
      : order.viewers.map((viewer) => ({
          code: viewer.code,
          link: streamLinkUrl(settings.publicUrl, viewer.token),
          email: viewer.email,
          slot: viewer.slot,
        })),
    passedOn:
      erased || ticketOnly
        ? []
        : order.badges
            .filter((badge) => !badge.refunded && badge.holderEmail !== null)
            .map((badge) => ({ slot: badge.slot, name: badge.name, email: badge.holderEmail ?? '' })),
    changes: {
      open,
      closeAt: new Date(closeMs).toISOString(),
      text: open ? openText(dateText(closeMs, zone)) : orderPageTexts.changesClosed(dateText(closeMs, zone)),
    },
    erasure: {
      at: new Date(order.erasedMs ?? dueMs).toISOString(),
      done: erased,
      text: erased
        ? orderPageTexts.erased(dateText(order.erasedMs ?? dueMs, zone))
        : orderPageTexts.erasureDue(dateText(dueMs, zone), settings.retentionDays),
    },
    // The history names every address the order had: the buyer's to read, not one viewer's.
    history: erased || ticketOnly ? [] : await orderHistory(db, order.id),
  };
}
