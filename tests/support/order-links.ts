import type { TestApp } from './test-app';

// The order links the app mails (docs/product/order-page-and-retention.md), read back from the outbox as
// the buyer or a holder would find them in their email.

/** The token of the first order link in an email's text. */
export const orderTokenIn = (text: string) => /\/order\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** The order link's token in the latest email of `kind` about the order (to `to` only, when given). */
export async function orderLinkOf(app: TestApp, orderId: string, kind = 'ticket', to?: string) {
  let mails = app.database.handle.db
    .selectFrom('outbox')
    .select('text_body')
    .where('ref', '=', orderId)
    .where('kind', '=', kind);
  if (to !== undefined) mails = mails.where('to_address', '=', to);
  const mail = await mails.orderBy('id', 'desc').executeTakeFirst();
  const token = mail && orderTokenIn(mail.text_body);
  if (!token) throw new Error(`no order link in the ${kind} email${to === undefined ? '' : ` to ${to}`}`);
  return token;
}
