import { organiserOrdersSchema } from '../../src/contracts/refunds';
import { showOverviewSchema } from '../../src/contracts/show-overview';
import { paypalEventsDelivered } from './emulator-calls';
import { organiserPost } from './organiser-requests';
import { buyTickets, inPersonOrder } from './purchases';
import { storedOrder } from './stored-order';
import type { TestApp } from './test-app';

// Orders one badge at a time, as the dashboard's Orders section calls them (docs/product/organisers.md,
// "Orders").

/** POST /api/organiser/orders/{id}/refund {badges}, with the refund form's Idempotency-Key. */
export async function refundBadges(app: TestApp, orderId: string, badges: string[], key?: string) {
  const answer = await organiserPost(
    app,
    `/api/organiser/orders/${encodeURIComponent(orderId)}/refund`,
    { badges },
    key ? { headers: { 'idempotency-key': key } } : {},
  );
  await paypalEventsDelivered(app);
  return answer;
}

/** The Orders section's list, with `search` typed in its box. */
export async function searchOrders(app: TestApp, search: string) {
  const answer = await organiserPost(app, '/api/organiser/orders', { search });
  if (answer.status !== 200)
    throw new Error(`orders failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return organiserOrdersSchema.parse(answer.body).ticketOrders;
}

/** One order as the Orders section shows it. */
export async function shownOrder(app: TestApp, orderId: string) {
  const [order] = await searchOrders(app, orderId);
  if (!order || order.id !== orderId) throw new Error(`order ${orderId} not found by its id`);
  return order;
}

/** The overview's tickets sold and money raised. */
export async function overview(app: TestApp) {
  const answer = await organiserPost(app, '/api/organiser/show-overview');
  return showOverviewSchema.parse(answer.body);
}

/** What a viewer's stream link answers (200 or a redirect: it works; 404: it stopped). */
export async function streamLinkStatus(app: TestApp, token: string) {
  return (await app.server.inject({ method: 'GET', url: `/live-${token}` })).statusCode;
}

/** The stream links of an order still working, by address. */
export async function workingLinks(app: TestApp, orderId: string) {
  const rows = await app.database.handle.db
    .selectFrom('livestream_access')
    .select(['email', 'token', 'code'])
    .where('order_id', '=', orderId)
    .where('revoked_ms', 'is', null)
    .execute();
  return rows;
}

/**
 * A family's order, bought and recorded: Ada and Cy (adults) and Ben (a student), $290 listed, or with
 * SPONSOR (half off) $145 paid. The order as the Orders section shows it, each badge's code by its
 * holder, and PayPal's capture.
 */
export async function familyOrder(app: TestApp, discount: '' | 'SPONSOR' = '') {
  const base = inPersonOrder();
  const orderId = await buyTickets(
    app,
    inPersonOrder({
      tickets: { adult: 2, child: 0, student: 1, unwaged: 0 },
      info: { ...base.info, names: ['Ada Solver', 'Cy Setter', 'Ben Student'] },
      discount,
      amount: discount === 'SPONSOR' ? 145 : 290,
    }),
  );
  const order = await shownOrder(app, orderId);
  const code = (holder: string) => order.badges.find((badge) => badge.holder === holder)?.code ?? '';
  const { capture_id } = await storedOrder(app.database.handle.db, orderId);
  return { orderId, order, code, captureId: capture_id ?? '' };
}
