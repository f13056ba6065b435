import type { Kysely } from 'kysely';
import { inPersonTicketText, livestreamTicketText } from '../../../content/tickets';
import { inPersonTicketTypes, livestreamTicketTypes } from '../../domain/tickets/counts';
import { ticketSlotLabels } from '../../domain/tickets/names-list';
import type { Database } from '../db';
import { editionOfOrder } from '../editions';
import { readTicketPayload, type TicketOrderPayload } from '../orders';
import type { PaidOrder } from '../tickets';
import { eventEndMs } from './order-settings';

// One ticket order as its page reads it: the order, its badges (in the order the names were typed) and
// its stream links still working, each with the ticket it belongs to ('Adult 1').

interface StoredBadgeRow {
  code: string;
  name: string;
  slot: string;
  refunded: boolean;
  checkedInMs: number | null;
  /** The person the badge was passed to (docs/decisions/077-ticket-transfers.md); null: the buyer's. */
  holderEmail: string | null;
}

interface StoredViewer {
  token: string;
  /** The viewer's code (the dashboard's name for this place in the order); kept when the address changes. */
  code: string | null;
  ticketType: string | null;
  email: string;
  /** Position in the order's list of addresses (payload.info.names). */
  index: number;
  slot: string;
}

export interface StoredOrder {
  id: string;
  /**
   * The one viewer (by stream link) the link that opened the order may see and change; null: the whole
   * order (docs/decisions/061-viewer-links.md).
   */
  viewerOnly: string | null;
  /** The one badge (by code) the link that opened the order may see: its holder's link; null: not limited. */
  badgeOnly: string | null;
  payload: TicketOrderPayload;
  paid: PaidOrder;
  createdMs: number;
  /**
   * The end of the order's own edition, from which its days of personal data are counted
   * (docs/product/order-page-and-retention.md, "Retention").
   */
  editionEndMs: number;
  erasedMs: number | null;
  ticketCents: number;
  badges: StoredBadgeRow[];
  viewers: StoredViewer[];
  payerName: string | null;
  payerEmail: string | null;
  buyerEmail: string;
  captureId: string | null;
}

export async function readStoredOrder(
  db: Kysely<Database>,
  orderId: string,
): Promise<StoredOrder | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('tickets', 'tickets.order_id', 'orders.id')
    .leftJoin('editions', 'editions.id', 'orders.edition_id')
    .select([
      'editions.ends_ms',
      'orders.id',
      'orders.payload',
      'orders.amount_cents',
      'orders.refunded_cents',
      'orders.discount_code',
      'orders.created_ms',
      'orders.erased_ms',
      'orders.payer_name',
      'orders.payer_email',
      'orders.capture_id',
      'tickets.time_ms',
      'tickets.amount_cents as ticket_cents',
      'tickets.buyer_email',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const payload = readTicketPayload(row.payload);
  const paid: PaidOrder = {
    id: row.id,
    amountCents: Number(row.amount_cents),
    refundedCents: Number(row.refunded_cents),
    discountCode: row.discount_code,
    payload,
    paidMs: Number(row.time_ms),
    edition: await editionOfOrder(db, row.id),
  };
  const badgeRows = await db
    .selectFrom('badges')
    .leftJoin('check_ins', 'check_ins.code', 'badges.code')
    .select([
      'badges.code',
      'badges.name',
      'badges.refunded_ms',
      'badges.holder_email',
      'check_ins.checked_in_ms',
    ])
    .where('badges.order_id', '=', orderId)
    .orderBy('badges.id')
    .execute();
  const accessRows = await db
    .selectFrom('livestream_access')
    .select(['token', 'email', 'code', 'ticket_type'])
    .where('order_id', '=', orderId)
    .where('revoked_ms', 'is', null)
    .orderBy('created_ms')
    .execute();

  const slots =
    payload.kind === 'in-person'
      ? ticketSlotLabels(inPersonTicketTypes, payload.tickets, inPersonTicketText)
      : ticketSlotLabels(livestreamTicketTypes, payload.tickets, livestreamTicketText);
  const badges = badgeRows.map((badge, i) => ({
    code: badge.code,
    name: badge.name,
    slot: slots[i] ?? '',
    refunded: badge.refunded_ms !== null,
    checkedInMs: badge.checked_in_ms === null ? null : Number(badge.checked_in_ms),
    holderEmail: badge.holder_email,
  }));
  // Each link belongs to the entry of the order's addresses it was sent to (changes keep them in step).
  const taken = new Set<number>();
  const viewers: StoredViewer[] = [];
  for (const access of accessRows) {
    const index = payload.info.names.findIndex((email, i) => !taken.has(i) && email === access.email);
    const at = index >= 0 ? index : payload.info.names.findIndex((_email, i) => !taken.has(i));
    if (at < 0) continue;
    taken.add(at);
    viewers.push({
      token: access.token,
      code: access.code,
      ticketType: access.ticket_type,
      email: access.email,
      index: at,
      slot: slots[at] ?? '',
    });
  }
  viewers.sort((a, b) => a.index - b.index);
  return {
    id: row.id,
    viewerOnly: null,
    badgeOnly: null,
    payload,
    paid,
    createdMs: Number(row.created_ms),
    // Every order has its edition once the first start's seed ran.
    editionEndMs: row.ends_ms === null ? eventEndMs : Number(row.ends_ms),
    erasedMs: row.erased_ms === null ? null : Number(row.erased_ms),
    ticketCents: Number(row.ticket_cents),
    badges,
    viewers,
    payerName: row.payer_name,
    payerEmail: row.payer_email,
    buyerEmail: row.buyer_email,
    captureId: row.capture_id,
  };
}

/** What an order link opens: the order, or one viewer's ticket, or the news that the ticket moved. */
export type OpenedOrder =
  | { kind: 'open'; order: StoredOrder }
  | { kind: 'moved'; orderId: string; movedMs: number; what: 'viewer' | 'badge' };

/**
 * The order `link` opens (docs/decisions/061-viewer-links.md): a viewer's link sees their ticket only (none
 * once it was refunded), and says the ticket moved once it was given to another address.
 */
export async function openOrder(
  db: Kysely<Database>,
  link: { orderId: string; viewer: string | null; badge: string | null },
): Promise<OpenedOrder | undefined> {
  const { viewer, badge } = link;
  if (viewer !== null) {
    const access = await db
      .selectFrom('livestream_access')
      .select('moved_ms')
      .where('token', '=', viewer)
      .executeTakeFirst();
    if (access && access.moved_ms !== null)
      return { kind: 'moved', orderId: link.orderId, movedMs: Number(access.moved_ms), what: 'viewer' };
  }
  const order = await readStoredOrder(db, link.orderId);
  if (!order) return undefined;
  if (badge !== null) return openBadge(db, order, badge);
  if (viewer === null) return { kind: 'open', order };
  return {
    kind: 'open',
    order: { ...order, viewerOnly: viewer, viewers: order.viewers.filter((each) => each.token === viewer) },
  };
}

/**
 * What the link of a badge's holder opens (docs/decisions/077-ticket-transfers.md): that badge alone, or,
 * once it was passed on again (its code is gone), the news that it moved.
 */
async function openBadge(db: Kysely<Database>, order: StoredOrder, code: string): Promise<OpenedOrder> {
  const badge = order.badges.find((each) => each.code === code);
  if (badge) return { kind: 'open', order: { ...order, badgeOnly: code, badges: [badge], viewers: [] } };
  const moved = await db
    .selectFrom('badge_transfers')
    .select('transferred_ms')
    .where('old_code', '=', code)
    .executeTakeFirst();
  return moved
    ? { kind: 'moved', orderId: order.id, movedMs: Number(moved.transferred_ms), what: 'badge' }
    : { kind: 'open', order: { ...order, badgeOnly: code, badges: [], viewers: [] } };
}

export async function orderHistory(db: Kysely<Database>, orderId: string) {
  const rows = await db
    .selectFrom('order_history')
    .select(['time_ms', 'what'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ time: new Date(Number(row.time_ms)).toISOString(), what: row.what }));
}

/** Every order's history at once, for the organisers' attendee list. */
export async function historyByOrder(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('order_history')
    .select(['order_id', 'time_ms', 'what'])
    .orderBy('id')
    .execute();
  const byOrder = new Map<string, { time: string; what: string }[]>();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({ time: new Date(Number(row.time_ms)).toISOString(), what: row.what });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}
