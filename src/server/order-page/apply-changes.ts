import type { Kysely } from 'kysely';
import type { TicketMover } from '../../../content/ticket-emails';
import { inPersonTicketText, livestreamTicketText } from '../../../content/tickets';
import type { OrderChangesBody } from '../../contracts/order-page';
import type { FormProblem } from '../../domain/form-problems';
import { ticketFieldNames } from '../../domain/tickets/limits';
import { slotFieldLabel } from '../../domain/tickets/names-list';
import {
  type InPersonChanges,
  inPersonChangeProblems,
  livestreamChangeProblems,
} from '../../domain/tickets/order-changes';
import type { Database } from '../db';
import type { Outbox } from '../mail';
import { setOrderPayload, type TicketOrderPayload } from '../orders';
import {
  insertStreamLink,
  livestreamTicketMail,
  newOrderLink,
  ticketMovedMail,
  tokenHash,
  viewerLinkScope,
} from '../tickets';
import { dateText } from './order-settings';
import type { StoredOrder } from './stored-order';

// The buyer's changes on the order page (docs/product/order-page-and-retention.md, "Changes"), written in
// one transaction with a history sentence per changed field: the badge list, the attendee list and the
// door read the same rows, so they show the change as soon as it commits.

export type ChangeOutcome =
  | { kind: 'changed'; changed: string[] }
  | { kind: 'refused'; problems: FormProblem[] }
  | { kind: 'wrong-shape'; error: string };

export interface ChangeDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  publicUrl: string;
  now: () => number;
  /** Who makes the change: the old address of a moved ticket is told (docs/decisions/061-viewer-links.md). */
  by: TicketMover;
  /**
   * Written in the change's transaction: the desk's changes enter the change log, which names the fields
   * changed and never their values (the values are in the order's history, erased with the order).
   */
  audit?: (trx: Kysely<Database>, fields: string[], nowMs: number) => Promise<void>;
}

const yesNo = (said: boolean, details?: string) => (said ? (details ? `Yes: ${details}` : 'Yes') : 'No');

/** One changed field: its label (for the change log) and the history's sentence with the values. */
export interface FieldChange {
  field: string;
  sentence: string;
}

const changedText = (field: string, from: string, to: string, after = ''): FieldChange => ({
  field,
  sentence: `${field} changed from “${from}” to “${to}”.${after}`,
});

/** The changes the in-person changes make, in the form's order. */
function inPersonSentences(
  order: StoredOrder,
  info: InPersonChanges,
  before: InPersonChanges,
): FieldChange[] {
  const sentences: FieldChange[] = [];
  order.badges.forEach((badge, i) => {
    const name = info.names[i] ?? '';
    if (name !== badge.name)
      sentences.push(
        changedText(
          `${slotFieldLabel(ticketFieldNames.badgeName, badge.slot)}, badge ${badge.code}`,
          badge.name,
          name,
        ),
      );
  });
  const answers: [string, string, string][] = [
    [
      ticketFieldNames.dietaryRestrictions,
      yesNo(before.dietaryRestrictions, before.dietaryRestrictionsDetails),
      yesNo(info.dietaryRestrictions, info.dietaryRestrictionsDetails),
    ],
    [
      ticketFieldNames.accomodations,
      yesNo(before.accomodations, before.accomodationsDetails),
      yesNo(info.accomodations, info.accomodationsDetails),
    ],
    ['Volunteering', yesNo(before.volunteer), yesNo(info.volunteer)],
    ['Dinner', yesNo(before.dinner), yesNo(info.dinner)],
  ];
  for (const [field, from, to] of answers) if (from !== to) sentences.push(changedText(field, from, to));
  return sentences;
}

export async function writeHistory(
  deps: ChangeDeps,
  trx: Kysely<Database>,
  orderId: string,
  changes: FieldChange[],
  nowMs: number,
) {
  if (changes.length === 0) return;
  await trx
    .insertInto('order_history')
    .values(changes.map((change) => ({ order_id: orderId, time_ms: nowMs, what: change.sentence })))
    .execute();
  await deps.audit?.(
    trx,
    changes.map((change) => change.field),
    nowMs,
  );
}

async function changeInPerson(
  deps: ChangeDeps,
  order: StoredOrder,
  payload: Extract<TicketOrderPayload, { kind: 'in-person' }>,
  body: InPersonChanges,
): Promise<ChangeOutcome> {
  // One name per badge the page shows: a refunded badge admits nobody and keeps its name.
  // A badge passed to another person is theirs to pass on, and keeps its name here
  // (docs/decisions/077-ticket-transfers.md).
  const kept = (badge: StoredOrder['badges'][number]) => badge.refunded || badge.holderEmail !== null;
  const shown = order.badges.filter((badge) => !kept(badge));
  if (body.names.length !== shown.length)
    return {
      kind: 'wrong-shape',
      error: `The order has ${shown.length} badges: send one name for each (${body.names.length} sent).`,
    };
  const typed = [...body.names];
  const names = order.badges.map((badge) => (kept(badge) ? badge.name : (typed.shift() ?? badge.name)));
  const changes: InPersonChanges = { ...body, names };
  const stored = { tickets: payload.tickets, info: payload.info, discount: payload.discount };
  const problems = inPersonChangeProblems(stored, changes, inPersonTicketText);
  if (problems.length > 0) return { kind: 'refused', problems };
  const before: InPersonChanges = { ...payload.info, names: order.badges.map((badge) => badge.name) };
  const sentences = inPersonSentences(order, changes, before);
  if (sentences.length === 0) return { kind: 'changed', changed: [] };
  const nowMs = deps.now();
  const next: TicketOrderPayload = { ...payload, info: { ...payload.info, ...changes } };
  await deps.db.transaction().execute(async (trx) => {
    for (const [i, badge] of order.badges.entries()) {
      const name = names[i] ?? badge.name;
      if (name !== badge.name)
        await trx.updateTable('badges').set({ name }).where('code', '=', badge.code).execute();
    }
    await setOrderPayload(trx, order.id, next);
    await writeHistory(deps, trx, order.id, sentences, nowMs);
  });
  return { kind: 'changed', changed: sentences.map((change) => change.sentence) };
}

/**
 * Gives each viewer's ticket to its new address, within `trx`: the old stream link stops (its order links
 * say it moved), the old address is told, and the new address gets its own stream link and order link.
 */
export async function moveViewers(
  deps: ChangeDeps,
  trx: Kysely<Database>,
  order: StoredOrder,
  moves: { viewer: StoredOrder['viewers'][number]; email: string }[],
  nowMs: number,
): Promise<void> {
  for (const { viewer, email } of moves) {
    // The old stream link stops; the order links sent to the old address stay, to say the ticket moved.
    await trx
      .updateTable('livestream_access')
      .set({ revoked_ms: nowMs, moved_ms: nowMs })
      .where('token', '=', viewer.token)
      .execute();
    await deps.outbox.enqueue(trx, {
      to: viewer.email,
      ...ticketMovedMail({
        slot: viewer.slot,
        orderRef: order.id,
        movedText: dateText(nowMs, order.paid.edition),
        by: deps.by,
        edition: order.paid.edition,
      }),
      kind: 'livestream-moved',
      ref: order.id,
      dedupeKey: `livestream-moved:${order.id}:${tokenHash(viewer.token)}`,
    });
    // The viewer keeps their place in the order: a refund of it later finds them by this code.
    const token = await insertStreamLink(
      trx,
      { orderId: order.id, email, code: viewer.code, ticketType: viewer.ticketType },
      nowMs,
    );
    const scope = viewerLinkScope(token, email, order.buyerEmail);
    const orderToken = await newOrderLink(trx, order.id, scope, nowMs);
    await deps.outbox.enqueue(trx, {
      to: email,
      ...livestreamTicketMail(deps.publicUrl, order.paid, token, orderToken, scope),
      kind: 'livestream',
      ref: order.id,
      dedupeKey: `livestream:${order.id}:${tokenHash(token)}`,
    });
  }
}

async function changeLivestream(
  deps: ChangeDeps,
  order: StoredOrder,
  payload: Extract<TicketOrderPayload, { kind: 'livestream' }>,
  emails: string[],
): Promise<ChangeOutcome> {
  if (order.viewerOnly !== null && emails.length !== order.viewers.length)
    return {
      kind: 'wrong-shape',
      error: `This link opens one ticket: send its address only (${emails.length} sent).`,
    };
  if (emails.length !== order.viewers.length)
    return {
      kind: 'wrong-shape',
      error: `The order has ${order.viewers.length} working stream links: send one address for each (${emails.length} sent).`,
    };
  // The form's rules run on the whole list of addresses, the changed ones in their places.
  const names = [...payload.info.names];
  order.viewers.forEach((viewer, i) => {
    names[viewer.index] = emails[i] ?? viewer.email;
  });
  const problems = livestreamChangeProblems(
    { tickets: payload.tickets, info: { names } },
    names,
    livestreamTicketText,
  ).filter((problem) => order.viewers.some((viewer) => problem.field === `names.${viewer.index}`));
  if (problems.length > 0) return { kind: 'refused', problems };
  const moved = order.viewers.filter((viewer, i) => (emails[i] ?? viewer.email) !== viewer.email);
  if (moved.length === 0) return { kind: 'changed', changed: [] };
  const nowMs = deps.now();
  const sentences = moved.map((viewer) =>
    changedText(
      slotFieldLabel(ticketFieldNames.streamEmail, viewer.slot),
      viewer.email,
      names[viewer.index] ?? '',
      ' The old stream link stopped; the new address was sent its own, and the old address was told.',
    ),
  );
  const next: TicketOrderPayload = { ...payload, info: { names } };
  await deps.db.transaction().execute(async (trx) => {
    await moveViewers(
      deps,
      trx,
      order,
      moved.map((viewer) => ({ viewer, email: names[viewer.index] ?? '' })),
      nowMs,
    );
    await setOrderPayload(trx, order.id, next);
    await writeHistory(deps, trx, order.id, sentences, nowMs);
  });
  deps.outbox.wake();
  return { kind: 'changed', changed: sentences.map((change) => change.sentence) };
}

export function applyChanges(
  deps: ChangeDeps,
  order: StoredOrder,
  body: OrderChangesBody,
): Promise<ChangeOutcome> {
  const { payload } = order;
  if (payload.kind === 'in-person') {
    if (!('names' in body))
      return Promise.resolve({
        kind: 'wrong-shape',
        error: 'This order has badges: send their names and the answers.',
      });
    return changeInPerson(deps, order, payload, body);
  }
  if (!('emails' in body))
    return Promise.resolve({
      kind: 'wrong-shape',
      error: 'This order has livestream tickets: send the viewers’ addresses.',
    });
  return changeLivestream(deps, order, payload, body.emails);
}
