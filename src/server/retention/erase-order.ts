import type { Kysely } from 'kysely';
import { nameAndMessageShown, screeningStates } from '../../domain/screening/screening';
import { emptyInPersonInfo } from '../../domain/tickets/order';
import type { Database } from '../db';
import {
  markOrderErased,
  readDonationPayload,
  readTicketPayload,
  setOrderPayload,
  type TicketOrderPayload,
} from '../orders';

// The erasure of one order's personal data (docs/product/order-page-and-retention.md, "Retention";
// docs/decisions/052-order-links-and-erasure.md), in one transaction: either all of it is erased and the
// order is marked, or nothing is (a crash midway rolls the whole order back, and the next sweep does it
// again). Amounts, counts, dates, PayPal's ids, the discount code and the yes/no of volunteering and
// dinner stay for the books; what identifies or describes a person goes.

const shownStates = screeningStates.filter(nameAndMessageShown);

/** The ticket order as kept after erasure: the counts and the choices without a person in them. */
function erasedTicketPayload(payload: TicketOrderPayload): TicketOrderPayload {
  if (payload.kind === 'livestream') return { ...payload, info: { names: payload.info.names.map(() => '') } };
  return {
    ...payload,
    info: {
      ...emptyInPersonInfo,
      names: payload.info.names.map(() => ''),
      volunteer: payload.info.volunteer,
      dinner: payload.info.dinner,
    },
  };
}

/** Erases `orderId`; false when it was erased already (by another instance, or an earlier pass). */
export async function eraseOrder(db: Kysely<Database>, orderId: string, nowMs: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // First, and conditional: a second instance erasing the same order waits here, then finds it done.
    // The orders' own columns are written by the orders' store (docs/decisions/083-one-writer-per-table.md),
    // inside this transaction.
    if (!(await markOrderErased(trx, orderId, nowMs))) return false;
    const order = await trx
      .selectFrom('orders')
      .select(['kind', 'payload'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

    if (order.kind === 'ticket') {
      const payload = erasedTicketPayload(readTicketPayload(order.payload));
      await setOrderPayload(trx, orderId, payload);
      await trx.updateTable('tickets').set({ buyer_email: '' }).where('order_id', '=', orderId).execute();
      await trx
        .updateTable('badges')
        .set({ name: '', holder_email: null })
        .where('order_id', '=', orderId)
        .execute();
      await trx.updateTable('livestream_access').set({ email: '' }).where('order_id', '=', orderId).execute();
    } else {
      // A donor's name stays where it was shown publicly (the overlay and /donations showed it then).
      const shown = await trx
        .selectFrom('donations')
        .select('id')
        .where('order_id', '=', orderId)
        .where('screening', 'in', shownStates)
        .executeTakeFirst();
      const payload = readDonationPayload(order.payload);
      const kept = { ...payload, name: shown ? payload.name : '', message: '', extraInfo: {} };
      await setOrderPayload(trx, orderId, kept);
      await trx
        .updateTable('donations')
        .set((eb) => ({
          message: '',
          extra_info: '{}',
          erased_ms: nowMs,
          name: eb.case().when('screening', 'in', shownStates).then(eb.ref('name')).else('').end(),
        }))
        .where('order_id', '=', orderId)
        .execute();
    }
    // A prize the donor won (docs/product/prizes.md): their address and which donor they were go; the
    // name the public saw stays, as a donor's shown name does.
    await trx
      .updateTable('prize_winners')
      .set({ email: null, donor_key: '', erased_ms: nowMs })
      .where('order_id', '=', orderId)
      .execute();
    await trx.deleteFrom('order_history').where('order_id', '=', orderId).execute();
    // The emails held the names, addresses and QR codes; what they were is in the books already.
    await trx.deleteFrom('outbox').where('ref', '=', orderId).execute();
    return true;
  });
}

/** Erases a Twitch cheer's message (its name was shown on the stream, as it is kept where it was shown). */
export async function eraseCheer(db: Kysely<Database>, donationId: number, nowMs: number): Promise<boolean> {
  // The viewer's Twitch account, if their cheer won a prize, goes with it.
  await db
    .updateTable('prize_winners')
    .set({ donor_key: '', erased_ms: nowMs })
    .where('donation_id', '=', donationId)
    .where('order_id', 'is', null)
    .where('erased_ms', 'is', null)
    .execute();
  const erased = await db
    .updateTable('donations')
    .set((eb) => ({
      message: '',
      extra_info: '{}',
      twitch_user_id: null,
      erased_ms: nowMs,
      name: eb.case().when('screening', 'in', shownStates).then(eb.ref('name')).else('').end(),
    }))
    .where('id', '=', donationId)
    .where('order_id', 'is', null)
    .where('erased_ms', 'is', null)
    .executeTakeFirst();
  return Number(erased.numUpdatedRows) > 0;
}
