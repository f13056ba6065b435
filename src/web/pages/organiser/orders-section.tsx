import { badgeListResponseSchema } from '../../../contracts/organiser';
import { AttendeesPanel } from './attendees-panel';
import { BadgeList } from './badge-list';
import { CheckInPanel } from './check-in-panel';
import { EditionSelect, useEditionChoice } from './edition-choice';
import { useOrganiserData } from './organiser-api';
import { TicketOrdersSection } from './ticket-orders-section';
import { WaitingListPanel } from './waiting-list-panel';

interface OrdersSectionProps {
  pass: string;
  version: number;
  onRefunded(): void;
}

/**
 * The Orders section (docs/product/organisers.md, "The dashboard"): the door and the waiting list, which
 * are the current edition's, then one edition's ticket orders, badges and attendees, the current one's
 * unless another is chosen ("Editions").
 */
export function OrdersSection({ pass, version, onRefunded }: OrdersSectionProps) {
  const choice = useEditionChoice(pass, version);
  // A refund made here or reported by PayPal bumps `version` ('totals-changed'), and a badge refunded
  // in full admits nobody, so the list is read again then; and after a purchase.
  const badges = useOrganiserData('/api/badgelist', pass, badgeListResponseSchema, version, {
    reloadOn: ['ticket'],
    input: choice.input,
  });
  return (
    <>
      <CheckInPanel token={pass} />
      <WaitingListPanel pass={pass} version={version} />
      <EditionSelect choice={choice} />
      <TicketOrdersSection pass={pass} version={version} edition={choice.input} onRefunded={onRefunded} />
      {badges.error && <p className="card org-status org-status--error">{badges.error}</p>}
      <BadgeList badges={badges.data ?? []} />
      <AttendeesPanel token={pass} version={version} edition={choice.input} />
    </>
  );
}
