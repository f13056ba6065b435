import type { InPersonChanges } from '../../domain/tickets/order-changes';
import { applyChanges, type ChangeDeps, type ChangeOutcome } from './apply-changes';
import { readStoredOrder } from './stored-order';
import { type TransferOutcome, type TransferRequest, transferTicket } from './transfer-ticket';

// The desk corrects one badge's name or one viewer's address for a buyer (docs/product/organisers.md,
// "Orders"): the same change, rules, history and new stream link as the buyer's own page makes
// (apply-changes.ts), the rest of the order sent as it stands. The desk is not bound by the date the
// buyer's changes close: it is where late corrections are made.

export type DeskOutcome = ChangeOutcome | { kind: 'not-found'; error: string };

/** Sets the holder (the name on the badge, or the viewer's address) of the badge or viewer `code`. */
export async function changeHolder(
  deps: ChangeDeps,
  orderId: string,
  code: string,
  holder: string,
): Promise<DeskOutcome> {
  const order = await readStoredOrder(deps.db, orderId);
  if (!order) return { kind: 'not-found', error: 'There is no ticket order with this id.' };
  if (order.erasedMs !== null)
    return {
      kind: 'wrong-shape',
      error: 'This order’s personal data was erased: there is nothing to correct.',
    };
  const { payload } = order;
  if (payload.kind === 'in-person') {
    const badge = order.badges.find((each) => each.code === code);
    if (!badge) return { kind: 'not-found', error: `Badge ${code} is not part of order ${order.id}.` };
    if (badge.refunded)
      return { kind: 'wrong-shape', error: `Badge ${code} was refunded: its name is kept as it was.` };
    if (badge.holderEmail !== null)
      return {
        kind: 'wrong-shape',
        error: `Badge ${code} was passed to another person: to change its holder, pass it on again.`,
      };
    const names = order.badges
      .filter((each) => !each.refunded && each.holderEmail === null)
      .map((each) => (each.code === code ? holder : each.name));
    const changes: InPersonChanges = { ...payload.info, names };
    return applyChanges(deps, order, changes);
  }
  const viewer = order.viewers.find((each) => each.code === code);
  if (!viewer)
    return { kind: 'not-found', error: `No working stream link of order ${order.id} has the code ${code}.` };
  const emails = order.viewers.map((each) => (each.code === code ? holder : each.email));
  return applyChanges(deps, order, { emails });
}

/**
 * The desk passes a badge or livestream ticket to another person for a buyer (docs/product/organisers.md,
 * "Orders"): the buyer's own transfer (transfer-ticket.ts), at any time, the closing date aside.
 */
export async function deskTransfer(
  deps: ChangeDeps,
  orderId: string,
  request: TransferRequest,
): Promise<TransferOutcome | { kind: 'gone'; error: string }> {
  const order = await readStoredOrder(deps.db, orderId);
  if (!order) return { kind: 'not-found', error: 'There is no ticket order with this id.' };
  if (order.erasedMs !== null)
    return { kind: 'gone', error: 'This order’s personal data was erased: there is nothing to pass on.' };
  return transferTicket(deps, order, request);
}
