import { useCallback, useEffect, useState } from 'react';
import {
  type BadgeRecord,
  badgeListResponseSchema,
  organiserOverviewSchema,
} from '../../../contracts/organiser';
import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import { organiserOrdersSchema } from '../../../contracts/refunds';
import { ticketRecordSchema } from '../../../contracts/tickets';
import { LiveConnectionNotice } from '../../components/live-connection-notice';
import { onRealtimeConnected } from '../../lib/socket';
import { readWith } from '../../lib/socket-readers';
import { useRealtimeEvent } from '../../lib/use-realtime';
import { AttendeesPanel } from './attendees-panel';
import { BadgeList } from './badge-list';
import { BooksPanel } from './books-panel';
import { CheckInPanel } from './check-in-panel';
import { DiscountCodesPanel } from './discount-codes-panel';
import { HeldMoneyPanel } from './dispute-note';
import { DonationsPanel } from './donations-panel';
import { IncentiveEditor } from './incentive-editor';
import { BidWars, Goals } from './incentive-progress';
import { failureText, organiserPost, useOrganiserData } from './organiser-api';
import { useOrganiserSession } from './organiser-session';
import { OverlaysPanel } from './overlays-panel';
import { AuditPanel, BlastsPanel, MismatchPanel } from './overview-panels';
import { PasswordForm, SignedIn } from './password-form';
import { RefundsPanel, TicketOrdersPanel } from './refund-panels';
import { SalesPanel } from './sales-panel';
import { ScheduleEditor } from './schedule-editor';
import { ScreeningPanel } from './screening-panel';
import { TicketCounts } from './ticket-counts';
import { TwitchPanel } from './twitch-panel';
import { useIncentiveList } from './use-incentive-list';
import '../../components/organiser-form.css';
import './organiser-page.css';

const readNotice = readWith(changeNoticeSchema);
const readTicket = readWith(ticketRecordSchema);

// The organiser dashboard (docs/product/organisers.md, "The dashboard"), at /organiser and in no navigation.
// Ticket counts are public and live; everything else appears once the browser is signed in (Go trades the
// password for an organiser token, docs/product/organisers.md, "Signing in").
export default function OrganiserPage() {
  const session = useOrganiserSession();
  const token = session.token;
  const [badges, setBadges] = useState<BadgeRecord[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Bumped after each edit, so the audit list and anything else that shows the change reloads.
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  const loadBadges = useCallback(() => {
    if (token === null) return;
    organiserPost('/api/badgelist', token, {}, badgeListResponseSchema).then(setBadges, (failure: unknown) =>
      setError(failureText(failure)),
    );
  }, [token]);
  // Signing in (or a tab that still holds its token) loads the badges.
  useEffect(() => {
    setError(null);
    loadBadges();
  }, [loadBadges]);
  // A refund in full marks badges refunded, so the badge list is read again after each refund, made
  // here or reported by PayPal ('totals-changed' reloads every list that shows money).
  const refunded = useCallback(() => {
    changed();
    loadBadges();
  }, [changed, loadBadges]);
  useRealtimeEvent('totals-changed', readNotice, refunded);
  // Missed events are not replayed: a refund made while the connection was down shows after it is back.
  useEffect(() => onRealtimeConnected(loadBadges), [loadBadges]);

  return (
    <div className="organiser-page">
      <section className="card org-no-print">
        <h1>Organiser dashboard</h1>
        <LiveConnectionNotice />
        {token === null ? (
          <>
            <p>
              Ticket counts are live. The password shows the badge list, email blasts, donations and the
              editors.
            </p>
            <PasswordForm
              busy={session.busy}
              error={session.error}
              onGo={(typed) => void session.signIn(typed)}
            />
          </>
        ) : (
          <SignedIn onSignOut={session.signOut} />
        )}
        {error && (
          <p className="org-status org-status--error" role="alert">
            {error}
          </p>
        )}
      </section>
      <TicketCounts />
      {token !== null && (
        <>
          <BadgeList badges={badges} />
          <PrivatePanels pass={token} version={version} onChanged={changed} onRefunded={refunded} />
        </>
      )}
    </div>
  );
}

interface PrivatePanelsProps {
  pass: string;
  version: number;
  onChanged(): void;
  onRefunded(): void;
}

function PrivatePanels({ pass, version, onChanged, onRefunded }: PrivatePanelsProps) {
  // Blast counts move as the outbox sends, so they are read again every few seconds.
  const overview = useOrganiserData('/api/organiser/overview', pass, organiserOverviewSchema, version, {
    refreshEveryMs: 5_000,
  });
  const orders = useOrganiserData('/api/organiser/orders', pass, organiserOrdersSchema, version, {
    reloadOn: { ticket: readTicket },
  });
  const { incentives, error } = useIncentiveList(pass, version);
  return (
    <>
      {overview.error && <p className="card org-status org-status--error">{overview.error}</p>}
      {orders.error && <p className="card org-status org-status--error">{orders.error}</p>}
      <ScreeningPanel pass={pass} version={version} onChanged={onChanged} />
      <OverlaysPanel token={pass} />
      <CheckInPanel token={pass} />
      <AttendeesPanel token={pass} version={version} />
      <SalesPanel token={pass} version={version} onChanged={onChanged} />
      <HeldMoneyPanel held={overview.data?.held} />
      <TicketOrdersPanel pass={pass} orders={orders.data?.ticketOrders ?? []} onRefunded={onRefunded} />
      <DonationsPanel pass={pass} version={version} onRefunded={onRefunded} />
      <TwitchPanel token={pass} version={version} />
      <RefundsPanel refunds={orders.data?.refunds ?? []} />
      {error && <p className="card org-status org-status--error">{error}</p>}
      <BidWars incentives={incentives} />
      <Goals incentives={incentives} />
      <BlastsPanel blasts={overview.data?.blasts ?? []} />
      <IncentiveEditor pass={pass} incentives={incentives} onChanged={onChanged} />
      <DiscountCodesPanel pass={pass} version={version} onChanged={onChanged} />
      <ScheduleEditor pass={pass} onChanged={onChanged} />
      <BooksPanel pass={pass} books={overview.data?.books} onCompared={onChanged} />
      <MismatchPanel payments={overview.data?.mismatched ?? []} />
      <AuditPanel entries={overview.data?.audit ?? []} />
    </>
  );
}
