import { type ReactNode, useId, useState } from 'react';
import { deskEmailsAnswerSchema } from '../../../contracts/order-desk';
import {
  idempotencyKeyHeader,
  type OrganiserTicketOrder,
  refundResponseSchema,
} from '../../../contracts/refunds';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { badgeRefundCents } from '../../../domain/tickets/badge-shares';
import { FormStatus } from '../../components/forms';
import { HolderEdit } from './holder-edit';
import { HolderTransfer } from './holder-transfer';
import { organiserPost } from './organiser-api';
import { refundedFor, stoppedEffect, stoppedList } from './refund-wording';
import { useOrganiserAction } from './use-organiser-action';

interface OrderBadgesProps {
  pass: string;
  order: OrganiserTicketOrder;
  onChanged(): void;
  /** The order's other controls (the refund of an amount), in the same row as Resend emails. */
  actions?: ReactNode;
}

/**
 * One order's badges (or livestream viewers) at the desk (docs/product/organisers.md, "Orders"): tick
 * some to refund their share, which is shown before confirming (the server computes it again with the
 * same rule, src/domain/tickets/badge-shares.ts); correct a name or an address; send the emails again.
 */
export function OrderBadges({ pass, order, onChanged, actions }: OrderBadgesProps) {
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  // Chosen when the confirm step opens: pressing "Yes" twice (or again after a timeout) is one refund.
  const [key, setKey] = useState('');
  const refund = useOrganiserAction(onChanged);
  const resend = useOrganiserAction();
  const what = order.stream ? 'stream link' : 'badge';

  const chosenBadges = order.badges.filter((badge) => chosen.has(badge.code));
  const cents = badgeRefundCents({
    shares: order.badges.map((badge) => dollarsToCents(badge.share)),
    refunded: order.badges.map((badge) => badge.refunded),
    selected: order.badges.flatMap((badge, i) => (chosen.has(badge.code) ? [i] : [])),
    leftCents: dollarsToCents(order.refundable),
  });

  function toggle(code: string, on: boolean) {
    setConfirming(false);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  }

  async function refundChosen() {
    const named = chosenBadges;
    const codes = named.map((badge) => badge.code);
    const done = await refund.run(async () => {
      const answer = await organiserPost(
        `/api/organiser/orders/${encodeURIComponent(order.id)}/refund`,
        pass,
        { badges: codes },
        refundResponseSchema,
        undefined,
        { [idempotencyKeyHeader]: key },
      );
      const pending = answer.refund.status === 'PENDING' ? ' PayPal is still completing it.' : '';
      return `Refunded ${formatUsd(dollarsToCents(answer.refund.amount))} for ${refundedFor(named)}.${pending}`;
    });
    if (done) {
      setChosen(new Set());
      setConfirming(false);
    }
  }

  const sendAgain = () =>
    resend.run(async () => {
      const answer = await organiserPost(
        `/api/organiser/orders/${encodeURIComponent(order.id)}/emails`,
        pass,
        {},
        deskEmailsAnswerSchema,
      );
      return answer.message;
    });

  return (
    <div className="org-badges">
      <ul
        className="org-badges__list"
        aria-label={`${order.stream ? 'Viewers' : 'Badges'} of order ${order.id}`}
      >
        {order.badges.map((badge, place) => (
          <li
            // A badge passed on keeps its place in the order and gets a new code
            // (docs/decisions/077-ticket-transfers.md): keyed by its place, its row and the desk's
            // "Passed on to …" answer stay when the list is read again.
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's badges never change places.
            key={place}
            className={badge.refunded ? 'org-badges__item org-refunded' : 'org-badges__item'}
          >
            <label className="choice">
              <input
                type="checkbox"
                disabled={badge.refunded || refund.busy}
                checked={chosen.has(badge.code)}
                onChange={(event) => toggle(badge.code, event.target.checked)}
              />
              <span className="org-free">{badge.holder}</span>
            </label>{' '}
            <span className="org-code">{badge.code}</span> · {formatUsd(dollarsToCents(badge.share))}
            {badge.refunded ? (
              <strong> · Refunded</strong>
            ) : (
              <>
                <HolderEdit
                  pass={pass}
                  orderId={order.id}
                  badge={badge}
                  stream={order.stream}
                  onChanged={onChanged}
                />
                <HolderTransfer pass={pass} orderId={order.id} badge={badge} onChanged={onChanged} />
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="org-order__actions">
        {chosen.size > 0 && !confirming && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setKey(crypto.randomUUID());
              refund.setStatus(null);
              setConfirming(true);
            }}
          >
            Refund {chosen.size} {what}
            {chosen.size === 1 ? '' : 's'}…
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={resend.busy}
          aria-label={`Resend the emails of order ${order.id}`}
          onClick={() => void sendAgain()}
        >
          {resend.busy ? 'Sending…' : 'Resend emails'}
        </button>
        {actions}
      </div>
      {confirming && chosen.size > 0 && (
        <div className="org-confirm org-confirm--danger">
          <p>
            Refund <strong>{formatUsd(cents)}</strong> to the buyer through PayPal for{' '}
            {stoppedList(chosenBadges, order.stream)}? {stoppedEffect(chosenBadges.length, order.stream)} This
            cannot be undone.
          </p>
          <div className="org-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={refund.busy}
              onClick={() => void refundChosen()}
            >
              {refund.busy ? 'Refunding…' : `Yes, refund ${formatUsd(cents)}`}
            </button>
            <button
              type="button"
              className="button"
              disabled={refund.busy}
              onClick={() => setConfirming(false)}
            >
              Go back
            </button>
          </div>
        </div>
      )}
      {refund.status && <FormStatus id={`${id}-refund`} status={refund.status} alertOnError />}
      {resend.status && <FormStatus id={`${id}-resend`} status={resend.status} alertOnError />}
      {order.history.length > 0 && (
        <details className="org-badges__history">
          <summary>History ({order.history.length})</summary>
          <ul>
            {order.history.map((entry) => (
              <li key={`${entry.time} ${entry.what}`}>{entry.what}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
