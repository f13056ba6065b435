import { useEffect, useState } from 'react';
import { LiveConnectionNotice } from '../../../components/live-connection-notice';
import { useRealtimeStatus } from '../../../lib/use-realtime';
import { ScreenFooter } from '../screen-footer';
import { SignedInScreen } from '../signed-in-screen';
import { BadgeScanner } from './badge-scanner';
import { BadgeSearchBox } from './badge-search-box';
import { DoorCardView } from './door-card';
import { OutboxPanel, RecentCheckIns } from './door-lists';
import { useDoorDesk } from './use-door-desk';
import '../../../components/organiser-form.css';
import './check-in.css';

// Check-in at the door (docs/product/organisers.md, "Check-in at the door"), at /organiser/check-in: a
// phone held in one hand, so one column, big targets, and the Scan and Check in buttons within a thumb's
// reach.
export default function CheckInPage() {
  return (
    <SignedInScreen className="door" panelClassName="door-panel door-sign-in" title="Check-in at the door">
      {(token, signOut) => <DoorDesk token={token} onSignOut={signOut} />}
    </SignedInScreen>
  );
}

function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function DoorDesk({ token, onSignOut }: { token: string; onSignOut(): void }) {
  const desk = useDoorDesk(token);
  const [scanning, setScanning] = useState(false);
  const online = useBrowserOnline();
  const live = useRealtimeStatus().state === 'connected';
  const { card, queue, summary } = desk;
  const cardCode = card && 'code' in card ? card.code : card?.kind === 'badge' ? card.badge.code : null;
  return (
    <>
      <header className="door-top">
        <h1>Check-in</h1>
        <p className="door-count">
          <strong>{summary ? summary.checkedIn : '…'}</strong> of {summary ? summary.sold : '…'} in
        </p>
        <p className={`door-connection door-connection--${online && live ? 'on' : 'off'}`} role="status">
          {online ? (live ? 'Live' : 'Connecting…') : 'Offline: scans are kept'}
        </p>
      </header>
      <LiveConnectionNotice />
      {desk.summaryError && <p className="door-error">{desk.summaryError}</p>}

      {scanning ? (
        <BadgeScanner
          onCode={(code) => {
            setScanning(false);
            void desk.lookUp(code);
          }}
          onClose={() => setScanning(false)}
        />
      ) : (
        <button
          type="button"
          className="button button--primary door-button--big door-scan"
          onClick={() => {
            desk.clearCard();
            setScanning(true);
          }}
        >
          {card ? 'Scan next badge' : 'Scan a badge'}
        </button>
      )}

      {card && (
        <DoorCardView
          card={card}
          waiting={queue.waiting.some((scan) => scan.code === cardCode)}
          report={queue.reports.find((report) => report.code === cardCode)}
          onCheckIn={() => void desk.checkIn()}
        />
      )}

      <BadgeSearchBox
        token={token}
        loadedBadges={desk.loadedBadges}
        onPick={(badge) => {
          setScanning(false);
          desk.show(badge);
        }}
        onCode={(code) => {
          setScanning(false);
          void desk.lookUp(code);
        }}
        onSearch={desk.clearCard}
      />
      <OutboxPanel queue={queue} onDismiss={desk.dismiss} />
      <RecentCheckIns recent={summary?.recent ?? []} />
      <ScreenFooter className="door-footer" onSignOut={onSignOut} />
    </>
  );
}
