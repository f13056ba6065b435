import { useEffect, useRef } from 'react';
import type { DoorBadge } from '../../../../contracts/check-in';
import { type OrganiserTimes, useOrganiserTimes } from '../organiser-time';
import { ticketLabel } from './door-labels';
import type { ScanReport } from './door-outbox';
import type { DoorCard } from './use-door-desk';

interface DoorCardViewProps {
  card: DoorCard;
  /** The report about this card's code once its waiting scan was sent. */
  report: ScanReport | undefined;
  /** Whether this card's code is still waiting to be sent. */
  waiting: boolean;
  onCheckIn(): void;
}

type Tone = 'neutral' | 'ok' | 'warning' | 'danger';

/** A need the order said yes to: its details, or that none were given. */
function Need({ label, value }: { label: string; value: string | null }) {
  if (value === null) return null;
  return (
    <li>
      <strong>{label}:</strong> {value.trim() || 'yes (no details given)'}
    </li>
  );
}

function BadgeLines({ badge }: { badge: DoorBadge }) {
  const notes = badge.dietary !== null || badge.accommodations !== null || badge.lateRegistrant;
  return (
    <>
      <h2 className="door-card__name">{badge.name.trim() || '(no name on this badge)'}</h2>
      <p className="door-card__type">
        {ticketLabel(badge.ticketType)} · <span className="door-code">{badge.code}</span>
      </p>
      {notes && (
        <ul className="door-card__notes" aria-label="Notes for the door">
          <Need label="Dietary needs" value={badge.dietary} />
          <Need label="Accommodations" value={badge.accommodations} />
          {badge.lateRegistrant && (
            <li>
              <strong>Late registrant:</strong> food not guaranteed
            </li>
          )}
        </ul>
      )}
    </>
  );
}

const reportTone: Record<ScanReport['tone'], Tone> = { ok: 'ok', warning: 'warning', error: 'danger' };

const refusedLines = {
  unknown: 'Unknown code',
  refunded: 'Refunded: do not admit',
  disputed: 'Disputed: ask an organiser',
  transferred: 'Transferred: this code no longer admits anyone',
  'other-edition': "Another year's badge: do not admit",
} as const;

function stateOf(
  card: DoorCard,
  waiting: boolean,
  report: ScanReport | undefined,
  times: OrganiserTimes,
): { tone: Tone; line: string } {
  switch (card.kind) {
    case 'looking':
      return { tone: 'neutral', line: `Looking up ${card.code}…` };
    case 'failed':
      return { tone: 'danger', line: card.message };
    case 'refused':
      return { tone: 'danger', line: refusedLines[card.reason] };
    case 'unlisted':
    case 'badge':
      if (card.stage === 'waiting' && !waiting && report)
        return { tone: reportTone[report.tone], line: report.message };
      break;
  }
  if (card.kind === 'unlisted')
    return card.stage === 'waiting'
      ? { tone: 'warning', line: 'Waiting to send: checked in when the connection returns' }
      : { tone: 'warning', line: `Offline, and ${card.code} is not in the list loaded earlier` };
  switch (card.stage) {
    case 'ready':
      return { tone: 'neutral', line: 'Not checked in yet' };
    case 'sending':
      return { tone: 'neutral', line: 'Checking in…' };
    case 'checked-in':
      return {
        tone: 'ok',
        line: `Checked in${card.badge.checkedInAt ? ` at ${times.short(card.badge.checkedInAt)}` : ''}`,
      };
    case 'already':
      return {
        tone: 'warning',
        line: `Already checked in${card.badge.checkedInAt ? ` at ${times.short(card.badge.checkedInAt)}` : ''}`,
      };
    case 'waiting':
      return { tone: 'warning', line: 'Waiting to send: checked in when the connection returns' };
  }
}

/** The result of a scan or a search (docs/product/organisers.md, "Check-in at the door"). */
export function DoorCardView({ card, report, waiting, onCheckIn }: DoorCardViewProps) {
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new card is brought into view.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [card]);
  const { tone, line } = stateOf(card, waiting, report, useOrganiserTimes());
  const settled = 'stage' in card && card.stage === 'waiting' && !waiting && report !== undefined;
  const canCheckIn =
    (card.kind === 'badge' && (card.stage === 'ready' || card.stage === 'sending')) ||
    (card.kind === 'unlisted' && card.stage === 'ready');
  return (
    <article ref={ref} className={`door-card door-card--${tone}`} aria-label="Badge" aria-live="polite">
      <p className="door-card__state">{line}</p>
      {card.kind === 'badge' && <BadgeLines badge={card.badge} />}
      {card.kind === 'refused' && card.badge && <BadgeLines badge={card.badge} />}
      {card.kind === 'refused' && <p className="door-card__message">{card.message}</p>}
      {card.kind === 'unlisted' && card.stage === 'ready' && (
        <p className="door-card__message">
          It may have been bought in the last minutes. Check it in anyway: the code is checked when the
          connection returns, and you are told if it admits nobody.
        </p>
      )}
      {card.kind === 'badge' && card.offline && card.stage !== 'checked-in' && !settled && (
        <p className="door-card__hint">Offline: shown from the list loaded before the connection dropped.</p>
      )}
      {card.kind === 'badge' && card.note && <p className="door-card__message">{card.note}</p>}
      {canCheckIn && (
        <button
          type="button"
          className="button button--primary door-button--big"
          disabled={card.kind === 'badge' && card.stage === 'sending'}
          onClick={onCheckIn}
        >
          Check in
        </button>
      )}
    </article>
  );
}
