import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';
import { editionOfOrder } from '../editions';
import type { Outbox, QueuedMail } from '../mail';
import { readTicketPayload } from '../orders';
import { buyerIsViewer, newOrderLink, viewerLinkScope } from './order-links';
import {
  inPersonTicketMail,
  livestreamOrderMail,
  livestreamTicketMail,
  type PaidOrder,
} from './ticket-mails';

// A buyer asks for their ticket emails again (docs/product/tickets.md, "Getting the emails again").
// The request is answered before any of this runs, the same for every address, so neither the answer
// nor its timing tells whether the address bought anything. Each email goes to the address stored on
// the order (the one it went to the first time), whatever case the request was typed in, and only the
// tickets still valid are sent: a fully refunded order, a refunded badge or a revoked link is left out.

interface TicketResendLog {
  error(details: object, message: string): void;
}

export interface TicketResends {
  /** Looks the address up and queues its emails, after the current request has been answered. */
  request(email: string): void;
  /** Resolves once every resend asked for so far has been queued (or has failed and been logged). */
  settled(): Promise<void>;
  /** Refuses new requests and waits for the ones running. */
  close(): Promise<void>;
}

export interface TicketResendDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  publicUrl: string;
  log: TicketResendLog;
  /** The app's clock (epoch ms): when the emails are queued and their new links made. */
  now: () => number;
}

/** Addresses are compared without case: 'Ada@Example.com' bought what 'ada@example.com' asks for. */
const lower = (column: 'tickets.buyer_email' | 'livestream_access.email' | 'badges.holder_email') =>
  sql<string>`lower(${sql.ref(column)})`;

const paidOrderColumns = [
  'orders.id as order_id',
  'orders.amount_cents',
  'orders.discount_code',
  'orders.payload',
  'tickets.time_ms',
  'tickets.refunded_cents',
] as const;

async function paidOrder(
  db: Kysely<Database>,
  row: {
    order_id: string;
    amount_cents: number;
    discount_code: string | null;
    payload: string;
    time_ms: number;
    refunded_cents: number;
  },
): Promise<PaidOrder> {
  return {
    id: row.order_id,
    amountCents: Number(row.amount_cents),
    refundedCents: Number(row.refunded_cents),
    discountCode: row.discount_code,
    payload: readTicketPayload(row.payload),
    paidMs: Number(row.time_ms),
    edition: await editionOfOrder(db, row.order_id),
  };
}

/**
 * An email ready to queue once its order page link is made, in the transaction that queues it (each
 * email sent again carries a new link: src/server/tickets/order-links.ts).
 */
export type PendingMail = (trx: Kysely<Database>, nowMs: number) => Promise<QueuedMail>;

/**
 * Which emails to send again: those of one address (/tickets/resend), of one order (its page), or of one
 * viewer of an order (the page of their own ticket: `viewer` is their stream link).
 */
export type ResendTarget = { address: string } | { orderId: string; viewer?: string; badge?: string };

/** Every email sent for a ticket that still stands, of an address or an order, ready to queue again. */
export async function mailsFor(deps: Pick<TicketResendDeps, 'db' | 'publicUrl'>, target: ResendTarget) {
  const wanted = 'address' in target ? target.address.trim().toLowerCase() : '';
  const requestId = randomUUID();
  const mails: PendingMail[] = [];

  const buyerOrders = await deps.db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select([...paidOrderColumns, 'tickets.buyer_email', 'tickets.amount_cents as ticket_cents'])
    .$if('address' in target, (qb) => qb.where(lower('tickets.buyer_email'), '=', wanted))
    .$if('orderId' in target, (qb) => qb.where('orders.id', '=', 'orderId' in target ? target.orderId : ''))
    .where('orders.erased_ms', 'is', null)
    .orderBy('tickets.id')
    .execute();
  const viewerOnly = 'orderId' in target && target.viewer !== undefined;
  const badgeOnly = 'orderId' in target && target.badge !== undefined;
  for (const row of viewerOnly || badgeOnly ? [] : buyerOrders) {
    const order = await paidOrder(deps.db, row);
    if (order.refundedCents >= Number(row.ticket_cents)) continue;
    if (order.payload.kind !== 'in-person') {
      mails.push(...(await livestreamBuyerMail(deps, order, row.buyer_email, requestId)));
      continue;
    }
    const badges = await deps.db
      .selectFrom('badges')
      .select(['code', 'name', 'ticket_type', 'late_registrant'])
      .where('order_id', '=', order.id)
      .where('refunded_ms', 'is', null)
      // A badge passed to another person goes to them alone (heldBadgeMails).
      .where('holder_email', 'is', null)
      .orderBy('id')
      .execute();
    if (badges.length === 0) continue;
    const late = badges.some((badge) => Boolean(badge.late_registrant));
    mails.push(async (trx, nowMs) => ({
      to: row.buyer_email,
      ...inPersonTicketMail(
        deps.publicUrl,
        order,
        badges,
        late,
        await newOrderLink(trx, order.id, null, nowMs),
      ),
      kind: 'ticket-resend',
      ref: order.id,
      dedupeKey: `ticket-resend:${order.id}:${requestId}`,
    }));
  }

  if (!viewerOnly) mails.push(...(await heldBadgeMails(deps, target, requestId)));

  const links = await deps.db
    .selectFrom('livestream_access')
    .innerJoin('orders', 'orders.id', 'livestream_access.order_id')
    .innerJoin('tickets', 'tickets.order_id', 'livestream_access.order_id')
    .select([
      ...paidOrderColumns,
      'livestream_access.token',
      'livestream_access.email',
      'tickets.buyer_email',
    ])
    .$if('address' in target, (qb) => qb.where(lower('livestream_access.email'), '=', wanted))
    .$if('orderId' in target, (qb) =>
      qb.where('livestream_access.order_id', '=', 'orderId' in target ? target.orderId : ''),
    )
    .$if(badgeOnly, (qb) => qb.where('livestream_access.token', '=', ''))
    .$if(viewerOnly, (qb) =>
      qb.where('livestream_access.token', '=', 'orderId' in target ? (target.viewer ?? '') : ''),
    )
    .where('livestream_access.revoked_ms', 'is', null)
    .where('orders.erased_ms', 'is', null)
    .orderBy('livestream_access.created_ms')
    .execute();
  for (const row of links) {
    const scope = viewerLinkScope(row.token, row.email, row.buyer_email);
    mails.push(async (trx, nowMs) => ({
      to: row.email,
      ...livestreamTicketMail(
        deps.publicUrl,
        await paidOrder(trx, row),
        row.token,
        await newOrderLink(trx, row.order_id, scope, nowMs),
        scope,
      ),
      kind: 'livestream-resend',
      ref: row.order_id,
      dedupeKey: `livestream-resend:${row.token}:${requestId}`,
    }));
  }
  return mails;
}

/**
 * The emails of badges passed to other people (docs/decisions/077-ticket-transfers.md): each to its holder,
 * with a link to that badge alone, for an address, an order, or one badge of an order.
 */
async function heldBadgeMails(
  deps: Pick<TicketResendDeps, 'db' | 'publicUrl'>,
  target: ResendTarget,
  requestId: string,
): Promise<PendingMail[]> {
  const wanted = 'address' in target ? target.address.trim().toLowerCase() : '';
  const orderId = 'orderId' in target ? target.orderId : '';
  const badge = 'orderId' in target ? target.badge : undefined;
  const rows = await deps.db
    .selectFrom('badges')
    .innerJoin('orders', 'orders.id', 'badges.order_id')
    .innerJoin('tickets', 'tickets.order_id', 'badges.order_id')
    .select([
      ...paidOrderColumns,
      'badges.code',
      'badges.name',
      'badges.ticket_type',
      'badges.late_registrant',
      'badges.holder_email',
    ])
    .where('badges.holder_email', 'is not', null)
    .where('badges.refunded_ms', 'is', null)
    .where('orders.erased_ms', 'is', null)
    .$if('address' in target, (qb) => qb.where(lower('badges.holder_email'), '=', wanted))
    .$if('orderId' in target, (qb) => qb.where('badges.order_id', '=', orderId))
    .$if(badge !== undefined, (qb) => qb.where('badges.code', '=', badge ?? ''))
    .orderBy('badges.id')
    .execute();
  return rows.map((row) => async (trx, nowMs) => ({
    to: row.holder_email ?? '',
    ...inPersonTicketMail(
      deps.publicUrl,
      await paidOrder(trx, row),
      [row],
      Boolean(row.late_registrant),
      await newOrderLink(trx, row.order_id, null, nowMs, row.code),
      true,
    ),
    kind: 'ticket-transfer-resend',
    ref: row.order_id,
    dedupeKey: `ticket-transfer-resend:${row.code}:${requestId}`,
  }));
}

/**
 * The buyer's own email of a livestream order, when the buyer watches none of its tickets still working
 * (otherwise the whole order's link rides in the viewer's email to the buyer's address).
 */
async function livestreamBuyerMail(
  deps: Pick<TicketResendDeps, 'db' | 'publicUrl'>,
  order: PaidOrder,
  buyerEmail: string,
  requestId: string,
): Promise<PendingMail[]> {
  const viewers = await deps.db
    .selectFrom('livestream_access')
    .select('email')
    .where('order_id', '=', order.id)
    .where('revoked_ms', 'is', null)
    .execute();
  if (buyerEmail === '' || viewers.length === 0) return [];
  if (
    buyerIsViewer(
      buyerEmail,
      viewers.map((viewer) => viewer.email),
    )
  )
    return [];
  return [
    async (trx, nowMs) => ({
      to: buyerEmail,
      ...livestreamOrderMail(deps.publicUrl, order, await newOrderLink(trx, order.id, null, nowMs)),
      kind: 'livestream-order-resend',
      ref: order.id,
      dedupeKey: `livestream-order-resend:${order.id}:${requestId}`,
    }),
  ];
}

/**
 * Queues the pending emails in one transaction, each with its new order page link; `alongside` writes
 * in the same transaction what must go with them (the desk's change log entry).
 */
export async function queueMails(
  deps: Pick<TicketResendDeps, 'db' | 'outbox' | 'now'>,
  mails: PendingMail[],
  alongside?: (trx: Kysely<Database>, queued: QueuedMail[], nowMs: number) => Promise<void>,
): Promise<void> {
  if (mails.length === 0) return;
  const nowMs = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const queued: QueuedMail[] = [];
    for (const mail of mails) {
      const next = await mail(trx, nowMs);
      await deps.outbox.enqueue(trx, next);
      queued.push(next);
    }
    await alongside?.(trx, queued, nowMs);
  });
  deps.outbox.wake();
}

export function ticketResends(deps: TicketResendDeps): TicketResends {
  const running = new Set<Promise<void>>();
  let closed = false;

  async function resend(address: string): Promise<void> {
    await queueMails(deps, await mailsFor(deps, { address }));
  }

  return {
    request(email) {
      if (closed) return;
      // setImmediate: the answer is written before the lookup starts, whatever the lookup finds.
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => resend(email))
        .catch((error: unknown) =>
          // The address is left out of the log on purpose: the log is no list of who asked for what.
          deps.log.error({ err: error }, 'Could not queue ticket emails asked for again'),
        )
        .finally(() => running.delete(work));
      running.add(work);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
    async close() {
      closed = true;
      while (running.size > 0) await Promise.all(running);
    },
  };
}
