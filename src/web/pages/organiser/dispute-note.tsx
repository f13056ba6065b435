import type { HeldMoney, OrderDispute } from '../../../contracts/disputes';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { Card } from '../../components/card';

// Disputes and holds as the dashboard words them (docs/product/organisers.md, "Disputes").

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
/** PayPal's reason codes, readable: MERCHANDISE_OR_SERVICE_NOT_RECEIVED -> "merchandise or service not received". */
const reasonText = (reason: string) => reason.toLowerCase().replaceAll('_', ' ');

/**
 * "$150.00 held in 1 open dispute", or with holds "... in 1 open dispute and 1 hold".
 */
function heldMoneyText(held: HeldMoney): string {
  const what = [
    held.disputes > 0 ? plural(held.disputes, 'open dispute') : '',
    held.holds > 0 ? plural(held.holds, 'hold') : '',
  ].filter(Boolean);
  return `${usd(held.amount)} held in ${what.join(' and ')}`;
}

/** An order's open disputes and holds, under what it paid in the order list. */
export function DisputeNote({ disputes }: { disputes: readonly OrderDispute[] }) {
  if (disputes.length === 0) return null;
  return (
    <>
      {disputes.map((dispute) => (
        <strong key={dispute.id} className="org-warning org-dispute">
          {dispute.kind === 'dispute' ? 'Disputed at PayPal' : 'Held by PayPal'}: {usd(dispute.amount)},{' '}
          {reasonText(dispute.reason)}
        </strong>
      ))}
    </>
  );
}

/** The money PayPal holds for open disputes and holds; nothing when there is none. */
export function HeldMoneyPanel({ held }: { held: HeldMoney | undefined }) {
  if (!held || held.disputes + held.holds === 0) return null;
  return (
    <Card id="org-held-heading" level={2} heading="Disputes" className="org-no-print">
      <p>
        {heldMoneyText(held)}. It still counts in the totals until PayPal decides. Disputed ticket orders are
        marked in the list of ticket orders, and their badges do not admit anyone.
      </p>
    </Card>
  );
}
