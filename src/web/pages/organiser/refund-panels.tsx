import { type ReactNode, useId } from 'react';
import type { OrganiserTicketOrder, RefundRecord } from '../../../contracts/refunds';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { Card } from '../../components/card';
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

/**
 * Paid ticket orders, newest first, each a card of its own (docs/product/organisers.md, "Orders"): what it
 * paid, its badges with their controls, and its refunds. Not a table: the badges, their forms and every
 * confirmation get the card's whole width, at 1280 px as on a phone, and nothing scrolls sideways.
 */
export function TicketOrdersPanel({ pass, orders, onRefunded, search, searching, pager }: TicketOrdersProps) {
  return (
    <Card id="org-ticket-orders-heading" level={2} heading="Ticket orders" className="org-no-print">
      <p>
        A ticket order refunded in full cancels its tickets: its badges show as refunded and its livestream
        links stop working. The buyer gets an email. Refunding chosen badges refunds their share and stops
        only those.
      </p>
      {search}
      {orders.length === 0 ? (
        <p>{searching ? 'No ticket order matches the search.' : 'No ticket orders yet.'}</p>
      ) : (
        <ol className="org-orders">
          {orders.map((order) => (
            <li key={order.id}>
              <TicketOrderCard pass={pass} order={order} onRefunded={onRefunded} />
            </li>
          ))}
        </ol>
      )}
      {pager}
    </Card>
  );
}

function TicketOrderCard({
  pass,
  order,
  onRefunded,
}: {
  pass: string;
  order: OrganiserTicketOrder;
  onRefunded(): void;
}) {
  const headingId = useId();
  const standing = order.badges.filter((badge) => !badge.refunded);
  const kind = order.stream ? 'livestream' : 'in-person';
  return (
    <article
      className={order.fullyRefunded ? 'org-order org-refunded' : 'org-order'}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="org-order__heading">
        Order <span className="org-code">{order.id}</span>
      </h3>
      <dl className="org-order__facts">
        <div>
          <dt>Bought</dt>
          <dd>
            <OrganiserTime iso={order.time} />
          </dd>
        </div>
        <div className="org-order__buyer">
          <dt>Buyer</dt>
          <dd className="org-free">{order.buyer}</dd>
        </div>
        <div>
          <dt>Tickets</dt>
          <dd>
            {order.tickets} {kind}
          </dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>
            {usd(order.amount)}
            <DisputeNote disputes={order.disputes} />
          </dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{order.fullyRefunded ? 'All' : order.refunded > 0 ? usd(order.refunded) : '–'}</dd>
        </div>
      </dl>
      <OrderBadges
        pass={pass}
        order={order}
        onChanged={onRefunded}
        actions={
          <RefundControl
            pass={pass}
            orderId={order.id}
            what={`ticket order ${order.id}`}
            refundable={order.refundable}
            onRefunded={onRefunded}
            stopsWhenAll={{ tickets: standing, stream: order.stream }}
          />
        }
      />
    </article>
  );
}

const kindText: Record<RefundRecord['kind'], string> = {
  refund: 'Refund',
  reversal: 'Chargeback (reversed by PayPal)',
  returned: 'Chargeback won: PayPal gave it back',
};

/** Every refund and reversal, newest first: from this dashboard, PayPal's dashboard, or a chargeback. */
export function RefundsPanel({ refunds }: { refunds: readonly RefundRecord[] }) {
  return (
    <Card id="org-refunds-heading" level={2} heading="Refunds" className="org-no-print">
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
              <td>{kindText[refund.kind]}</td>
              <td>{refund.source === 'organiser' ? 'On this dashboard' : 'In PayPal'}</td>
              <td>{statusText(refund.status)}</td>
            </tr>
          ))}
        </OrgTable>
      )}
    </Card>
  );
}
