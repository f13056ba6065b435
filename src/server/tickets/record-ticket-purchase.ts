import type { Kysely } from 'kysely';
import { foodCutoff } from '../../../content/tickets';
import { progressSummaryToWire } from '../../contracts/progress';
import { ticketRecordToWire } from '../../contracts/tickets';
import { ticketTypeOfEachName } from '../../domain/tickets/badge-types';
import { inPersonTicketTypes, livestreamTicketTypes, totalTickets } from '../../domain/tickets/counts';
import { isLateRegistrant } from '../../domain/tickets/late-registration';
import type { Database } from '../db';
import { editionOfOrder } from '../editions';
import type { Outbox } from '../mail';
import type { AfterCommit, OrderRecorder } from '../orders';
import { readTicketPayload } from '../orders';
import { addToTotals, progressChanged, setLastCounted } from '../progress';
import type { RealtimeServer } from '../realtime';
import { insertStreamLink } from './access-tokens';
import { newBadgeCodes } from './badge-codes';
import { buyerIsViewer, newOrderLink, viewerLinkScope } from './order-links';
import {
  inPersonTicketMail,
  livestreamOrderMail,
  livestreamTicketMail,
  type PaidOrder,
} from './ticket-mails';
import { leaveOnPurchase } from './waiting-list-store';

export interface TicketRecorderDeps {
  outbox: Outbox;
  realtime: RealtimeServer;
  publicUrl: string;
  now: () => number;
}

/**
 * Writes a paid ticket order inside the recording transaction: the progress record, one badge per
 * in-person ticket or one stream link per livestream address, and the emails (in the outbox, so they go
 * exactly when the purchase commits).
 */
export function ticketRecorder(deps: TicketRecorderDeps): OrderRecorder {
  return async (trx, order, capture) => {
    const nowMs = deps.now();
    const payload = readTicketPayload(order.payload);
    const count = totalTickets(payload.tickets);
    const stream = payload.kind === 'livestream';
    const buyerEmail =
      payload.kind === 'in-person' ? payload.info.email : (capture.payerEmail ?? payload.info.names[0] ?? '');
    await addToTotals(trx, 'tickets', count, order.amount_cents, order.id);
    const inserted = await trx
      .insertInto('tickets')
      .values({
        order_id: order.id,
        count,
        amount_cents: order.amount_cents,
        stream,
        time_ms: nowMs,
        buyer_email: buyerEmail,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setLastCounted(trx, 'tickets', Number(inserted.id), order.id);

    const paid: PaidOrder = {
      id: order.id,
      amountCents: order.amount_cents,
      refundedCents: 0,
      discountCode: order.discount_code,
      payload,
      paidMs: nowMs,
      edition: await editionOfOrder(trx, order.id),
    };
    if (payload.kind === 'in-person') {
      await recordBadges(trx, deps, paid, payload.tickets, payload.info.names, payload.info.email, nowMs);
      // The buyer has their places: their waiting-list entry ends (docs/product/tickets.md, "The waiting list").
      await leaveOnPurchase(trx, order.id, payload.info.email);
    } else {
      await recordStreamLinks(trx, deps, paid, payload.info.names, buyerEmail, nowMs);
    }

    const record = ticketRecordToWire({
      id: Number(inserted.id),
      count,
      amountCents: order.amount_cents,
      stream,
      timeMs: nowMs,
    });
    const progress = progressSummaryToWire(await progressChanged(trx));
    const afterCommit: AfterCommit = () => {
      deps.realtime.emit('ticket', record);
      deps.realtime.emit('progress', progress);
      deps.outbox.wake();
    };
    return afterCommit;
  };
}

async function recordBadges(
  trx: Kysely<Database>,
  deps: TicketRecorderDeps,
  order: PaidOrder,
  counts: Record<(typeof inPersonTicketTypes)[number], number>,
  names: string[],
  buyerEmail: string,
  nowMs: number,
) {
  const types = ticketTypeOfEachName(counts, inPersonTicketTypes);
  const codes = newBadgeCodes(types.length);
  const late = isLateRegistrant(nowMs, foodCutoff);
  const badges = types.map((type, i) => ({
    order_id: order.id,
    code: codes[i]!,
    name: names[i] ?? '',
    ticket_type: type,
    late_registrant: late,
    created_ms: nowMs,
  }));
  await trx.insertInto('badges').values(badges).execute();
  const orderToken = await newOrderLink(trx, order.id, null, nowMs);
  const mail = inPersonTicketMail(deps.publicUrl, order, badges, late, orderToken);
  await deps.outbox.enqueue(trx, {
    to: buyerEmail,
    ...mail,
    kind: 'ticket',
    ref: order.id,
    dedupeKey: `ticket:${order.id}:buyer`,
  });
}

async function recordStreamLinks(
  trx: Kysely<Database>,
  deps: TicketRecorderDeps,
  order: PaidOrder,
  emails: string[],
  buyerEmail: string,
  nowMs: number,
) {
  const codes = newBadgeCodes(emails.length);
  const types = ticketTypeOfEachName(order.payload.tickets, livestreamTicketTypes);
  for (const [i, email] of emails.entries()) {
    const token = await insertStreamLink(
      trx,
      { orderId: order.id, email, code: codes[i] ?? null, ticketType: types[i] ?? null },
      nowMs,
    );
    // Each viewer's email opens their own ticket; the buyer's own address, the whole order.
    const scope = viewerLinkScope(token, email, buyerEmail);
    const orderToken = await newOrderLink(trx, order.id, scope, nowMs);
    await deps.outbox.enqueue(trx, {
      to: email,
      ...livestreamTicketMail(deps.publicUrl, order, token, orderToken, scope),
      kind: 'livestream',
      ref: order.id,
      // Per ticket, not per address: two tickets for one address are two links.
      dedupeKey: `livestream:${order.id}:${i}`,
    });
  }
  // A buyer who watches none of the tickets gets the order's page in an email of their own.
  if (buyerEmail === '' || buyerIsViewer(buyerEmail, emails)) return;
  const orderToken = await newOrderLink(trx, order.id, null, nowMs);
  await deps.outbox.enqueue(trx, {
    to: buyerEmail,
    ...livestreamOrderMail(deps.publicUrl, order, orderToken),
    kind: 'livestream-order',
    ref: order.id,
    dedupeKey: `livestream-order:${order.id}`,
  });
}
