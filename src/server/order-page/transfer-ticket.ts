import type { Kysely } from 'kysely';
import type { FormProblem } from '../../domain/form-problems';
import { ticketFieldNames } from '../../domain/tickets/limits';
import { slotFieldLabel } from '../../domain/tickets/names-list';
import { type TicketTransfer, transferProblems } from '../../domain/tickets/transfer';
import type { Database } from '../db';
import { setOrderPayload } from '../orders';
import { inPersonTicketMail, newBadgeCodes, newOrderLink } from '../tickets';
import { type ChangeDeps, moveViewers, writeHistory } from './apply-changes';
import type { StoredOrder } from './stored-order';

// Passing one ticket to another person (docs/product/order-page-and-retention.md, "Passing a ticket on";
// docs/decisions/077-ticket-transfers.md), from the buyer's page, a holder's own page or the desk. One
// transaction: the badge keeps its row (its place, its share of the money, refunds to the buyer's payment)
// with a new code, the name and the holder's address; the old code is kept to say "transferred" at the
// door; the holder's own email, with a link to that badge alone, is queued; the history says it.

export type TransferOutcome =
  | { kind: 'transferred'; sentence: string }
  | { kind: 'refused'; problems: FormProblem[] }
  /** No such ticket on what the link opens (404). */
  | { kind: 'not-found'; error: string }
  /** The ticket cannot change hands now: refunded, already collected at the door (409). */
  | { kind: 'conflict'; error: string };

export interface TransferRequest extends TicketTransfer {
  /** The badge's code, or a livestream viewer's code. */
  code: string;
}

const tidy = (request: TransferRequest) => ({
  code: request.code.trim().toUpperCase(),
  name: request.name.trim().replace(/\s+/g, ' '),
  email: request.email.trim(),
});

/** The "by" of badge_transfers: who passed the badge on. */
const byOf: Record<ChangeDeps['by'], string> = { buyer: 'buyer', viewer: 'holder', desk: 'desk' };

/** A new code no badge has and none ever had (an old code still answers "transferred" at the door). */
async function freshCode(trx: Kysely<Database>): Promise<string> {
  for (;;) {
    const [code] = newBadgeCodes(1);
    if (!code) continue;
    const badge = await trx.selectFrom('badges').select('code').where('code', '=', code).executeTakeFirst();
    const old = await trx
      .selectFrom('badge_transfers')
      .select('old_code')
      .where('old_code', '=', code)
      .executeTakeFirst();
    if (!badge && !old) return code;
  }
}

async function transferBadge(
  deps: ChangeDeps,
  order: StoredOrder,
  request: ReturnType<typeof tidy>,
): Promise<TransferOutcome> {
  const { payload } = order;
  if (payload.kind !== 'in-person') return { kind: 'not-found', error: 'This order has no badges.' };
  const index = order.badges.findIndex((each) => each.code === request.code);
  const badge = order.badges[index];
  if (!badge || (order.badgeOnly !== null && order.badgeOnly !== badge.code))
    return { kind: 'not-found', error: `Badge ${request.code} is not on this page.` };
  if (badge.refunded)
    return {
      kind: 'conflict',
      error: `Badge ${badge.code} was refunded: it admits nobody and cannot be passed on.`,
    };
  if (badge.checkedInMs !== null)
    return {
      kind: 'conflict',
      error: `Badge ${badge.code} was already collected at the door, so it cannot be passed on. Ask at the registration desk.`,
    };
  const nowMs = deps.now();
  const sentence = `${slotFieldLabel(ticketFieldNames.badgeName, badge.slot)}: badge ${badge.code} of “${badge.name}” was passed on to “${request.name}” (${request.email}), who was sent a ticket email with a new code. Code ${badge.code} no longer admits anyone.`;
  const names = order.badges.map((each, i) => (i === index ? request.name : each.name));
  const next = { ...payload, info: { ...payload.info, names } };
  const done = await deps.db.transaction().execute(async (trx) => {
    const code = await freshCode(trx);
    // Guarded on the old code not being checked in: a scan at the door in the same moment wins.
    const moved = await trx
      .updateTable('badges')
      .set({ code, name: request.name, holder_email: request.email })
      .where('code', '=', badge.code)
      .where('refunded_ms', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('check_ins').select('code').where('check_ins.code', '=', badge.code))),
      )
      .returning(['ticket_type', 'late_registrant'])
      .executeTakeFirst();
    if (!moved) return false;
    await trx
      .insertInto('badge_transfers')
      .values({
        old_code: badge.code,
        new_code: code,
        order_id: order.id,
        transferred_ms: nowMs,
        by: byOf[deps.by],
      })
      .execute();
    await setOrderPayload(trx, order.id, next);
    const orderToken = await newOrderLink(trx, order.id, null, nowMs, code);
    await deps.outbox.enqueue(trx, {
      to: request.email,
      ...inPersonTicketMail(
        deps.publicUrl,
        order.paid,
        [{ code, name: request.name, ticket_type: moved.ticket_type }],
        Boolean(moved.late_registrant),
        orderToken,
        true,
      ),
      kind: 'ticket-transfer',
      ref: order.id,
      dedupeKey: `ticket-transfer:${order.id}:${code}`,
    });
    await writeHistory(deps, trx, order.id, [{ field: 'Badge holder', sentence }], nowMs);
    return true;
  });
  if (!done)
    return {
      kind: 'conflict',
      error: `Badge ${badge.code} was collected at the door or refunded just now, so it was not passed on.`,
    };
  deps.outbox.wake();
  return { kind: 'transferred', sentence };
}

async function transferViewer(
  deps: ChangeDeps,
  order: StoredOrder,
  request: ReturnType<typeof tidy>,
): Promise<TransferOutcome> {
  const { payload } = order;
  const viewer = order.viewers.find((each) => each.code === request.code);
  if (payload.kind !== 'livestream' || !viewer)
    return {
      kind: 'not-found',
      error: `No working livestream ticket on this page has the code ${request.code}.`,
    };
  const nowMs = deps.now();
  const names = [...payload.info.names];
  names[viewer.index] = request.email;
  const sentence = `${slotFieldLabel('Livestream ticket', viewer.slot)} ${request.code} of ${viewer.email} was passed on to “${request.name}” (${request.email}). The old stream link stopped; the new holder was sent their own, and the old address was told.`;
  await deps.db.transaction().execute(async (trx) => {
    await moveViewers(deps, trx, order, [{ viewer, email: request.email }], nowMs);
    await setOrderPayload(trx, order.id, { ...payload, info: { names } });
    await writeHistory(deps, trx, order.id, [{ field: 'Livestream ticket holder', sentence }], nowMs);
  });
  deps.outbox.wake();
  return { kind: 'transferred', sentence };
}

/** Passes the badge or livestream ticket `request.code` of `order` to the person `request` names. */
export function transferTicket(
  deps: ChangeDeps,
  order: StoredOrder,
  request: TransferRequest,
): Promise<TransferOutcome> {
  const tidied = tidy(request);
  const problems = transferProblems(tidied);
  if (problems.length > 0) return Promise.resolve({ kind: 'refused', problems });
  return order.payload.kind === 'in-person'
    ? transferBadge(deps, order, tidied)
    : transferViewer(deps, order, tidied);
}
