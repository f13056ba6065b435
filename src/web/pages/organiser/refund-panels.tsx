import type { OrganiserTicketOrder, RefundRecord } from '../../../contracts/refunds';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { RefundControl } from './refund-control';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatTime = (iso: string) => when.format(new Date(iso));
const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

const statusText = (status: string) =>
  status === 'COMPLETED' ? 'Done' : status === 'PENDING' ? 'Pending at PayPal' : status.toLowerCase();

interface TicketOrdersProps {
  pass: string;
  orders: readonly OrganiserTicketOrder[];
  onRefunded(): void;
}

/** Paid ticket orders, newest first, each with what it paid and a way to refund it. */
export function TicketOrdersPanel({ pass, orders, onRefunded }: TicketOrdersProps) {
  return (
    <section className="card org-no-print" aria-labelledby="org-ticket-orders-heading">
      <h2 id="org-ticket-orders-heading">Ticket orders</h2>
      <p>
        A ticket order refunded in full cancels its tickets: its badges show as refunded and its livestream
        links stop working. The buyer gets an email.
      </p>
      {orders.length === 0 ? (
        <p>No ticket orders yet.</p>
      ) : (
        <div className="org-table-wrap">
          <table className="org-table">
            <thead>
              <tr>
                <th scope="col">Bought</th>
                <th scope="col">Order</th>
                <th scope="col">Buyer</th>
                <th scope="col">Tickets</th>
                <th scope="col">Paid</th>
                <th scope="col">Refunded</th>
                <th scope="col">Refund</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} className={order.fullyRefunded ? 'org-refunded' : undefined}>
                  <td>{formatTime(order.time)}</td>
                  <td className="org-code">{order.id}</td>
                  <td>{order.buyer}</td>
                  <td>
                    {order.tickets} {order.stream ? 'livestream' : 'in-person'}
                  </td>
                  <td>{usd(order.amount)}</td>
                  <td>{order.fullyRefunded ? 'All' : order.refunded > 0 ? usd(order.refunded) : '–'}</td>
                  <td>
                    <RefundControl
                      pass={pass}
                      orderId={order.id}
                      what={`ticket order ${order.id}`}
                      refundable={order.refundable}
                      onRefunded={onRefunded}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Every refund and reversal, newest first: from this dashboard, PayPal's dashboard, or a chargeback. */
export function RefundsPanel({ refunds }: { refunds: readonly RefundRecord[] }) {
  return (
    <section className="card org-no-print" aria-labelledby="org-refunds-heading">
      <h2 id="org-refunds-heading">Refunds</h2>
      {refunds.length === 0 ? (
        <p>No refunds yet.</p>
      ) : (
        <div className="org-table-wrap">
          <table className="org-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Order</th>
                <th scope="col">Amount</th>
                <th scope="col">What</th>
                <th scope="col">Made</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {refunds.map((refund) => (
                <tr key={refund.id}>
                  <td>{formatTime(refund.time)}</td>
                  <td>
                    <span className="org-code">{refund.orderId}</span>{' '}
                    <span className="org-hint">
                      ({refund.orderKind === 'ticket' ? 'tickets' : 'donation'})
                    </span>
                  </td>
                  <td>{usd(refund.amount)}</td>
                  <td>{refund.kind === 'reversal' ? 'Chargeback (reversed by PayPal)' : 'Refund'}</td>
                  <td>{refund.source === 'organiser' ? 'On this dashboard' : 'In PayPal'}</td>
                  <td>{statusText(refund.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
