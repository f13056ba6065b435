import { useCallback, useState } from 'react';
import { organiserOverviewSchema } from '../../../contracts/organiser';
import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import { LiveConnectionNotice } from '../../components/live-connection-notice';
import { readWith } from '../../lib/socket-readers';
import { useRealtimeEvent } from '../../lib/use-realtime';
import { useLocation } from '../../router/use-location';
import { BlastForm } from './blast-form';
import { BooksPanel } from './books-panel';
import { CrewHome } from './crew-home';
import { CrewPassesPanel } from './crew-passes-panel';
import { type DashboardSection, sectionOf } from './dashboard-sections';
import { DiscountCodesPanel } from './discount-codes-panel';
import { HeldMoneyPanel } from './dispute-note';
import { DonationsPanel } from './donations-panel';
import { EditionsPanel } from './editions-panel';
import { IncentiveEditor } from './incentive-editor';
import { BidWars, Goals } from './incentive-progress';
import { MilestonesPanel } from './milestones-panel';
import { OrdersSection } from './orders-section';
import { useOrganiserData } from './organiser-api';
import { useOrganiserSession } from './organiser-session';
import { OverlaysPanel } from './overlays-panel';
import { AuditPanel, BlastsPanel, MismatchPanel } from './overview-panels';
import { PasswordForm, SignedIn } from './password-form';
import { PrizesPanel } from './prizes-panel';
import { SalesPanel } from './sales-panel';
import { ScheduleEditor } from './schedule-editor';
import { ScreeningPanel } from './screening-panel';
import { SectionNav } from './section-nav';
import { ShowOverviewPanel } from './show-overview-panel';
import { TicketCounts } from './ticket-counts';
import { TwitchPanel } from './twitch-panel';
import { useFollowEditionSwitch } from './use-follow-edition';
import { useIncentiveList } from './use-incentive-list';
import '../../components/organiser-form.css';
import './organiser-page.css';

const readNotice = readWith(changeNoticeSchema);

// The organiser dashboard (docs/product/organisers.md, "The dashboard"), at /organiser and in no navigation.
// Ticket counts are public and live; everything else appears once the browser is signed in (Go trades the
// password for an organiser token, docs/product/organisers.md, "Signing in").
export default function OrganiserPage() {
  const session = useOrganiserSession();
  useFollowEditionSwitch();
  // A crew pass for the door, hosts or moderators opens their part only (docs/product/organisers.md).
  const crewOnly = session.token !== null && !session.roles.includes('organiser');
  const token = crewOnly ? null : session.token;
  // Bumped after each edit, so the audit list and anything else that shows the change reloads.
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  // A refund in full marks badges refunded, so every list that shows money or badges is read again
  // after each refund, made here or reported by PayPal ('totals-changed').
  useRealtimeEvent('totals-changed', readNotice, changed);

  return (
    <div className="organiser-page">
      <section className="card org-no-print">
        <h1>Organiser dashboard</h1>
        <LiveConnectionNotice />
        {/* A crew pass signs out from its own card (crew-home.tsx): here only the heading, so a
            moderator's queue comes next. */}
        {crewOnly ? null : token === null ? (
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
      </section>
      {/* Public and live; once signed in, it is part of the overview. */}
      {token === null && !crewOnly && <TicketCounts />}
      {crewOnly && session.token !== null && (
        <CrewHome
          token={session.token}
          roles={session.roles}
          name={session.name}
          onSignOut={session.signOut}
        />
      )}
      {token !== null && (
        <PrivatePanels pass={token} version={version} onChanged={changed} onRefunded={changed} />
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

/**
 * The signed-in dashboard: the section the address names (docs/product/organisers.md, "The dashboard"),
 * one at a time, so no section makes the page longer for the others.
 */
function PrivatePanels({ pass, version, onChanged, onRefunded }: PrivatePanelsProps) {
  const section = sectionOf(useLocation().search);
  return (
    <>
      <SectionNav current={section} />
      <div className="org-section">
        <SectionPanels
          section={section}
          pass={pass}
          version={version}
          onChanged={onChanged}
          onRefunded={onRefunded}
        />
      </div>
    </>
  );
}

function SectionPanels({ section, ...props }: PrivatePanelsProps & { section: DashboardSection }) {
  const { pass, version, onChanged, onRefunded } = props;
  switch (section) {
    case 'overview':
      return <OverviewSection pass={pass} version={version} />;
    case 'donations':
      return (
        <>
          <ScreeningPanel pass={pass} version={version} onChanged={onChanged} />
          <DonationsPanel pass={pass} version={version} onRefunded={onRefunded} />
        </>
      );
    case 'orders':
      return <OrdersSection pass={pass} version={version} onRefunded={onRefunded} />;
    case 'incentives':
      return <IncentivesSection pass={pass} version={version} onChanged={onChanged} />;
    case 'prizes':
      return <PrizesPanel pass={pass} version={version} onChanged={onChanged} />;
    case 'schedule':
      return <ScheduleEditor pass={pass} onChanged={onChanged} />;
    case 'codes':
      return <DiscountCodesPanel pass={pass} version={version} onChanged={onChanged} />;
    case 'email':
      return <EmailSection pass={pass} version={version} onChanged={onChanged} />;
    case 'editions':
      return <EditionsPanel pass={pass} version={version} onChanged={onChanged} />;
    case 'settings':
      return <SettingsSection pass={pass} version={version} onChanged={onChanged} />;
  }
}

interface SectionProps {
  pass: string;
  version: number;
  onChanged(): void;
}

function OverviewSection({ pass, version }: Omit<SectionProps, 'onChanged'>) {
  // Blast counts move as the outbox sends, so they are read again every few seconds.
  const overview = useOrganiserData('/api/organiser/overview', pass, organiserOverviewSchema, version, {
    refreshEveryMs: 5_000,
  });
  return (
    <>
      <ShowOverviewPanel pass={pass} version={version} />
      <TicketCounts />
      {overview.error && <p className="card org-status org-status--error">{overview.error}</p>}
      <HeldMoneyPanel held={overview.data?.held} />
      <MismatchPanel payments={overview.data?.mismatched ?? []} />
    </>
  );
}

function IncentivesSection({ pass, version, onChanged }: SectionProps) {
  const { incentives, error } = useIncentiveList(pass, version);
  return (
    <>
      {error && <p className="card org-status org-status--error">{error}</p>}
      <BidWars incentives={incentives} />
      <Goals incentives={incentives} />
      <IncentiveEditor pass={pass} incentives={incentives} onChanged={onChanged} />
    </>
  );
}

/** The email blast (docs/product/organisers.md, "Email blast from the dashboard") and the blasts sent. */
function EmailSection({ pass, version, onChanged }: SectionProps) {
  // Blast counts move as the outbox sends, so they are read again every few seconds.
  const overview = useOrganiserData('/api/organiser/overview', pass, organiserOverviewSchema, version, {
    refreshEveryMs: 5_000,
  });
  return (
    <>
      <BlastForm token={pass} onSent={onChanged} />
      {overview.error && <p className="card org-status org-status--error">{overview.error}</p>}
      <BlastsPanel blasts={overview.data?.blasts ?? []} />
    </>
  );
}

function SettingsSection({ pass, version, onChanged }: SectionProps) {
  const overview = useOrganiserData('/api/organiser/overview', pass, organiserOverviewSchema, version, {
    refreshEveryMs: 5_000,
  });
  return (
    <>
      {overview.error && <p className="card org-status org-status--error">{overview.error}</p>}
      <SalesPanel token={pass} version={version} onChanged={onChanged} />
      <CrewPassesPanel token={pass} onChanged={onChanged} />
      <OverlaysPanel token={pass} />
      <MilestonesPanel token={pass} version={version} />
      <TwitchPanel token={pass} version={version} />
      <BooksPanel pass={pass} books={overview.data?.books} onCompared={onChanged} />
      <AuditPanel entries={overview.data?.audit ?? []} />
    </>
  );
}
