import type { ReactNode } from 'react';
import type { OrganiserTicketOrder, RefundRecord } from '../../../contracts/refunds';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { DisputeNote } from './dispute-note';
import { OrderBadges } from './order-badges';
import { OrgTable } from './org-table';
import { OrganiserTime } from './organiser-time';
import { RefundControl } from './refund-control';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

const statusText = (status: string) =>
  status === 'COMPLETED' ? 'Done' : status === 'PENDING' ? 'Pending at PayPal' : status.toLowerCase();

interface TicketOrdersProps {
  pass: string;
  orders: readonly OrganiserTicketOrder[];
  onRefunded(): void;
  /** The search box, shown above the list. */
  search?: ReactNode;
  /** A search is applied: an empty list means it found nothing. */
  searching?: boolean;
  /** The way to older and newer pages. */
  pager?: ReactNode;
}

/** Paid ticket orders, newest first, each with what it paid and a way to refund it. */
export function TicketOrdersPanel({ pass, orders, onRefunded, search, searching, pager }: TicketOrdersProps) {
  return (
    <section className="card org-no-print" aria-labelledby="org-ticket-orders-heading">
      <h2 id="org-ticket-orders-heading">Ticket orders</h2>
      <p>
        A ticket order refunded in full cancels its tickets: its badges show as refunded and its livestream
        links stop working. The buyer gets an email. Refunding chosen badges refunds their share and stops
        only those.
      </p>
      {search}
      {orders.length === 0 ? (
        <p>{searching ? 'No ticket order matches the search.' : 'No ticket orders yet.'}</p>
      ) : (
        <OrgTable columns={['Bought', 'Order', 'Buyer', 'Tickets', 'Paid', 'Refunded', 'Refund', 'Badges']}>
          {orders.map((order) => (
            <tr key={order.id} className={order.fullyRefunded ? 'org-refunded' : undefined}>
              <td>
                <OrganiserTime iso={order.time} />
              </td>
              <td className="org-code">{order.id}</td>
              <td className="org-free">{order.buyer}</td>
              <td>
                {order.tickets} {order.stream ? 'livestream' : 'in-person'}
              </td>
              <td>
                {usd(order.amount)}
                <DisputeNote disputes={order.disputes} />
              </td>
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
              <td>
                <OrderBadges pass={pass} order={order} onChanged={onRefunded} />
              </td>
            </tr>
          ))}
        </OrgTable>
      )}
      {pager}
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
        <OrgTable columns={['When', 'Order', 'Amount', 'What', 'Made', 'Status']}>
          {refunds.map((refund) => (
            <tr key={refund.id}>
              <td>
                <OrganiserTime iso={refund.time} />
              </td>
              <td>
                <span className="org-code">{refund.orderId}</span>{' '}
                <span className="org-hint">({refund.orderKind === 'ticket' ? 'tickets' : 'donation'})</span>
              </td>
              <td>{usd(refund.amount)}</td>
              <td>{refund.kind === 'reversal' ? 'Chargeback (reversed by PayPal)' : 'Refund'}</td>
              <td>{refund.source === 'organiser' ? 'On this dashboard' : 'In PayPal'}</td>
              <td>{statusText(refund.status)}</td>
            </tr>
          ))}
        </OrgTable>
      )}
    </section>
  );
}
