import { useEffect, useId, useMemo, useState } from 'react';
import {
  type OrganiserOverlays,
  type OverlayPresence,
  organiserOverlaysSchema,
  overlayPresenceSchema,
} from '../../../contracts/overlay-presence';
import { byAttention, type OverlayName, overlayState } from '../../../domain/overlay-presence';
import { Card } from '../../components/card';
import { readWith } from '../../lib/socket-readers';
import { useLiveData } from '../../lib/use-live-data';
import { failureText, organiserGet } from './organiser-api';
import { useOrganiserTimes } from './organiser-time';
import './overlays-panel.css';

// The stream overlays open in OBS, and whether each still has its live connection
// (docs/product/realtime.md, "What the streamer sees"): the streamer sees a dead overlay before the
// audience does.

const readPresence = readWith(overlayPresenceSchema);
const labels: Record<OverlayName, string> = {
  donationbar: 'Progress bar (/donationbar)',
  markcell: 'Mark a cell (/markcell)',
  ticker: 'Ticker (/ticker)',
};
// "Connected" is judged again this often against the last heartbeat, for a server that died silently.
const recheckEveryMs = 5_000;

interface Loaded {
  answer: OrganiserOverlays;
  /** The server's clock minus this browser's, so "lost" goes by the server's time. */
  clockOffsetMs: number;
}

const timesOf = (presence: OverlayPresence) => ({
  presence,
  lastHeardMs: Date.parse(presence.lastHeardAt),
  disconnectedMs: presence.disconnectedAt === null ? null : Date.parse(presence.disconnectedAt),
  closedByPage: presence.closedByPage,
});
type Row = ReturnType<typeof timesOf>;

function OverlayRow({ row, nowMs }: { row: Row; nowMs: number }) {
  const state = overlayState(row, nowMs);
  const times = useOrganiserTimes();
  const heard = `last heard from ${times.at(row.presence.lastHeardAt)}`;
  return (
    <li className={`org-overlay org-overlay--${state.kind}`}>
      <strong>{labels[row.presence.overlay]}</strong>{' '}
      <span className="org-hint org-code">#{row.presence.id.slice(0, 6)}</span>{' '}
      {state.kind === 'connected' && <span>Connected now; {heard}</span>}
      {state.kind === 'lost' && (
        <span className="org-warning">
          Lost since {times.at(new Date(state.sinceMs).toISOString())}; {heard}
        </span>
      )}
      {state.kind === 'closed' && (
        <span className="org-hint">Closed at {times.at(new Date(state.atMs).toISOString())}</span>
      )}
    </li>
  );
}

export function OverlaysPanel({ token }: { token: string }) {
  const id = useId();
  const presence = useLiveData<Loaded, OverlayPresence>({
    name: 'the overlays',
    key: [token],
    load: async (signal) => {
      const answer = await organiserGet(
        '/api/organiser/overlays',
        token,
        {},
        organiserOverlaysSchema,
        signal,
      );
      return { answer, clockOffsetMs: Date.parse(answer.now) - Date.now() };
    },
    reloadOnConnect: true,
    // Also bounds the changes held beside the answer on a dashboard left open for days.
    refreshEveryMs: 60_000,
    live: { on: { 'overlay-presence': readPresence } },
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), recheckEveryMs);
    return () => clearInterval(timer);
  }, []);
  const rows = useMemo(() => {
    const byId = new Map<string, OverlayPresence>();
    for (const seen of [...(presence.data?.answer.overlays ?? []), ...presence.events])
      byId.set(seen.id, seen);
    return [...byId.values()].map(timesOf);
  }, [presence.data, presence.events]);
  const serverNow = now + (presence.data?.clockOffsetMs ?? 0);

  return (
    <Card id={`${id}-heading`} level={2} heading="Overlays" className="org-no-print">
      {presence.error && <p className="org-status org-status--error">{failureText(presence.error)}</p>}
      {presence.status === 'loading' ? (
        <p aria-busy="true">…</p>
      ) : rows.length === 0 ? (
        <p>No overlay has been open in the last 24 hours.</p>
      ) : (
        <ul className="org-overlays" aria-label="Overlays open in the last 24 hours">
          {byAttention(rows, serverNow).map((row) => (
            <OverlayRow key={row.presence.id} row={row} nowMs={serverNow} />
          ))}
        </ul>
      )}
      <p className="org-hint">
        Each overlay page open in OBS shows here. A lost one has stopped updating on stream: refresh its
        browser source. A closed one was closed or reloaded.
      </p>
    </Card>
  );
}
