import { useEffect, useId, useState } from 'react';
import { organiserOrdersSchema } from '../../../contracts/refunds';
import { useSettledValue } from '../../lib/use-settled-value';
import { useOrganiserData } from './organiser-api';
import { Pager, usePageCursor } from './page-cursor';
import { RefundsPanel, TicketOrdersPanel } from './refund-panels';

type Cursor = { time: string; id: string };

/** How long typing pauses before the search is sent. */
const searchPauseMs = 300;
// Each order is a card with its badges and controls, several times a table row's height: ten a page keep
// the Orders room a few screens long on a phone.
const ordersPageSize = 10;

/** Ticket orders a page at a time, newest first (those the search finds), and the refunds so far. */
export function TicketOrdersSection(props: {
  pass: string;
  version: number;
  /** The edition chosen above (edition-choice.tsx): nothing for the current one. */
  edition: { edition?: number };
  onRefunded(): void;
}) {
  const id = useId();
  const cursor = usePageCursor<Cursor>();
  const [typed, setTyped] = useState('');
  const search = useSettledValue(typed.trim(), searchPauseMs);
  const { newest } = cursor;
  const edition = props.edition.edition;
  // Another search, or another edition, starts from its newest order.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search or edition changes, not the cursor
  useEffect(() => newest(), [search, edition]);
  const orders = useOrganiserData('/api/organiser/orders', props.pass, organiserOrdersSchema, props.version, {
    reloadOn: ['ticket'],
    input: {
      ...props.edition,
      limit: ordersPageSize + 1,
      ...(cursor.before ? { before: cursor.before } : {}),
      ...(search ? { search } : {}),
    },
  });
  const all = orders.data?.ticketOrders ?? [];
  const shown = all.slice(0, ordersPageSize);
  const last = shown.at(-1);
  const olderFrom = last && all.length > ordersPageSize ? { time: last.time, id: last.id } : undefined;
  return (
    <>
      {orders.error && <p className="card org-status org-status--error">{orders.error}</p>}
      <TicketOrdersPanel
        pass={props.pass}
        orders={shown}
        searching={search !== ''}
        onRefunded={props.onRefunded}
        search={
          <search className="org-search">
            <label htmlFor={`${id}-search`}>Search orders</label>
            <p className="field-hint" id={`${id}-search-hint`}>
              A name, an address, a badge code or PayPal’s order id.
            </p>
            <input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              aria-describedby={`${id}-search-hint`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </search>
        }
        pager={<Pager cursor={cursor} olderFrom={olderFrom} what="ticket orders" />}
      />
      <RefundsPanel refunds={orders.data?.refunds ?? []} />
    </>
  );
}
