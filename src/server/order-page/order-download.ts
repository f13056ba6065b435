import type { Kysely } from 'kysely';
import { edition } from '../../../content/edition';
import { formatUsd } from '../../domain/money';
import { erasureDueMs } from '../../domain/retention';
import type { Database } from '../db';
import { receiptFacts } from './order-view';
import { orderHistory, type StoredOrder } from './stored-order';

// "Your data, yours to see" (docs/product/order-page-and-retention.md, "Download"): everything the site
// keeps about one order, under names a person reads. The links to the order page are counted, not
// listed: only their hashes are kept, and a hash is nobody's data.

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** `nowMs`, the app's clock, is when the download was made, as it says. */
export async function orderDownload(
  db: Kysely<Database>,
  order: StoredOrder,
  retentionDays: number,
  nowMs: number,
) {
  if (order.viewerOnly !== null) return ticketDownload(db, order, retentionDays, nowMs);
  const [history, emails, refunds, links] = await Promise.all([
    orderHistory(db, order.id),
    db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'created_ms', 'sent_ms'])
      .where('ref', '=', order.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('refunds')
      .select(['id', 'kind', 'status', 'amount_cents', 'time_ms'])
      .where('order_id', '=', order.id)
      .orderBy('time_ms')
      .execute(),
    db
      .selectFrom('order_links')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow(),
  ]);
  const { payload } = order;
  const info = payload.kind === 'in-person' ? payload.info : undefined;
  return {
    'Kept by': `${edition.product} (${edition.email})`,
    'Downloaded at': new Date(nowMs).toISOString(),
    'Order reference (PayPal order id)': order.id,
    Tickets: payload.kind === 'in-person' ? 'In person' : 'Livestream',
    'Ordered at': iso(order.createdMs),
    Receipt: Object.fromEntries(receiptFacts(order)),
    'PayPal capture id': order.captureId,
    "Payer's name (from PayPal)": order.payerName,
    "Payer's email address (from PayPal)": order.payerEmail,
    "Buyer's email address": info ? info.email : order.buyerEmail,
    'Phone number': info ? info.phone : null,
    Badges: order.badges.map((badge) => ({
      'Badge code': badge.code,
      Ticket: badge.slot,
      'Name on badge': badge.name,
      Refunded: badge.refunded,
      'Checked in at': iso(badge.checkedInMs),
    })),
    'Dietary restrictions': info
      ? info.dietaryRestrictions
        ? info.dietaryRestrictionsDetails || 'Yes'
        : 'No'
      : null,
    Accommodations: info ? (info.accomodations ? info.accomodationsDetails || 'Yes' : 'No') : null,
    Volunteering: info ? info.volunteer : null,
    Dinner: info ? info.dinner : null,
    'Livestream viewers': order.viewers.map((viewer) => ({
      Ticket: viewer.slot,
      'Email address': viewer.email,
    })),
    'Discount code': order.paid.discountCode,
    Refunds: refunds.map((refund) => ({
      'PayPal id': refund.id,
      Kind: refund.kind,
      Status: refund.status,
      Amount: formatUsd(Number(refund.amount_cents)),
      At: iso(Number(refund.time_ms)),
    })),
    'Emails we sent about this order': emails.map((mail) => ({
      To: mail.to_address,
      Subject: mail.subject,
      'Written at': iso(Number(mail.created_ms)),
      'Sent at': iso(mail.sent_ms === null ? null : Number(mail.sent_ms)),
    })),
    'Changes made on the order page': history.map((entry) => ({ At: entry.time, Change: entry.what })),
    'Links to the order page sent (only a fingerprint of each is kept)': Number(links.count),
    'Personal data erased at': iso(order.erasedMs),
    'Personal data will be erased at': order.erasedMs
      ? null
      : iso(erasureDueMs(order.createdMs, order.editionEndMs, retentionDays)),
  };
}

/**
 * What a viewer's own link downloads (docs/decisions/061-viewer-links.md): their ticket and the emails
 * sent to their address, none of the buyer's data nor the other viewers'.
 */
async function ticketDownload(
  db: Kysely<Database>,
  order: StoredOrder,
  retentionDays: number,
  nowMs: number,
) {
  const addresses = order.viewers.map((viewer) => viewer.email);
  const emails =
    addresses.length === 0
      ? []
      : await db
          .selectFrom('outbox')
          .select(['to_address', 'subject', 'created_ms', 'sent_ms'])
          .where('ref', '=', order.id)
          .where('to_address', 'in', addresses)
          .orderBy('id')
          .execute();
  return {
    'Kept by': `${edition.product} (${edition.email})`,
    'Downloaded at': new Date(nowMs).toISOString(),
    'Order reference (PayPal order id)': order.id,
    Tickets: 'Livestream',
    'Ordered at': iso(order.createdMs),
    Receipt: Object.fromEntries(receiptFacts(order)),
    'Your livestream ticket': order.viewers.map((viewer) => ({
      Ticket: viewer.slot,
      'Email address': viewer.email,
    })),
    'Emails we sent to your address about this order': emails.map((mail) => ({
      To: mail.to_address,
      Subject: mail.subject,
      'Written at': iso(Number(mail.created_ms)),
      'Sent at': iso(mail.sent_ms === null ? null : Number(mail.sent_ms)),
    })),
    'Personal data erased at': iso(order.erasedMs),
    'Personal data will be erased at': order.erasedMs
      ? null
      : iso(erasureDueMs(order.createdMs, order.editionEndMs, retentionDays)),
  };
}
