import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';
import {
  badgeSearchResponseSchema,
  type CheckInRefusal,
  checkInEventSchema,
  checkInSummarySchema,
  type DoorBadge,
  disputedBadgeMessage,
  refundedBadgeMessage,
  unknownCodeMessage,
} from '../../../../contracts/check-in';
import { ApiError } from '../../../lib/api';
import { onRealtimeConnected } from '../../../lib/socket';
import { readWith } from '../../../lib/socket-readers';
import { useLiveData } from '../../../lib/use-live-data';
import { useRealtimeEvent } from '../../../lib/use-realtime';
import { failureText, organiserGet } from '../organiser-api';
import { sendCheckIn } from './check-in-api';
import { DoorOutbox, deviceLabel } from './door-outbox';

// The state of the check-in page (docs/product/organisers.md, "Check-in at the door"): the badge on the card,
// the counts and recent check-ins kept live from the organiser room, the list of every badge for when
// the connection drops, and the scans waiting to be sent.

/** What the card shows. */
export type DoorCard =
  | { kind: 'looking'; code: string }
  | {
      kind: 'badge';
      badge: DoorBadge;
      /** ready: can be checked in; already: was before (badge.checkedInAt says when); waiting: queued offline. */
      stage: 'ready' | 'sending' | 'checked-in' | 'already' | 'waiting';
      /** Found in the list loaded before the connection dropped. */
      offline: boolean;
      /** A sentence from the server or about the connection, shown under the badge. */
      note: string | null;
    }
  | {
      kind: 'refused';
      reason: CheckInRefusal;
      code: string;
      badge: DoorBadge | undefined;
      message: string;
    }
  /** Offline and not in the loaded list (bought in the last minutes?): it can still be queued. */
  | { kind: 'unlisted'; code: string; stage: 'ready' | 'waiting' }
  | { kind: 'failed'; message: string };

const readEvent = readWith(checkInEventSchema);
// While scans wait, the page tries again this often, besides when the browser says it is back online.
const RETRY_EVERY_MS = 5_000;

const localStore = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

function cardFor(badge: DoorBadge, offline: boolean): DoorCard {
  const refused = (reason: 'refunded' | 'disputed', message: string): DoorCard => ({
    kind: 'refused',
    reason,
    code: badge.code,
    badge,
    message,
  });
  if (badge.refunded) return refused('refunded', refundedBadgeMessage(badge));
  // Offline too: the loaded list says the payment is disputed, so the badge is not admitted.
  if (badge.disputed) return refused('disputed', disputedBadgeMessage(badge));
  return { kind: 'badge', badge, stage: badge.checkedInAt ? 'already' : 'ready', offline, note: null };
}

/**
 * A code the current edition has no badge for: a badge's old code from before it changed hands, or
 * another edition's badge, is said so, not "unknown".
 */
function refusedCard(code: string, answer: z.infer<typeof badgeSearchResponseSchema>): DoorCard {
  const otherEdition = answer.otherEdition?.code === code ? answer.otherEdition.error : undefined;
  if (otherEdition)
    return { kind: 'refused', reason: 'other-edition', code, badge: undefined, message: otherEdition };
  const transferred = answer.transferred?.code === code ? answer.transferred.error : undefined;
  return {
    kind: 'refused',
    reason: transferred ? 'transferred' : 'unknown',
    code,
    badge: undefined,
    message: transferred ?? unknownCodeMessage(code),
  };
}

export function useDoorDesk(token: string) {
  const [outbox] = useState(() => new DoorOutbox(localStore(), deviceLabel(localStore())));
  const queue = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  const [card, setCard] = useState<DoorCard | null>(null);

  const summary = useLiveData({
    name: 'check-in counts',
    key: [token],
    load: (signal) =>
      organiserGet('/api/organiser/check-in/summary', token, {}, checkInSummarySchema, signal),
    reloadOn: ['badge-checked-in', 'ticket', 'totals-changed'],
    reloadOnConnect: true,
  });
  // Every badge, for finding people while the connection is down; a purchase or refund reads it again.
  const everyone = useLiveData({
    name: 'badges for the door',
    key: [token],
    load: (signal) =>
      organiserGet('/api/organiser/check-in/search', token, { query: '' }, badgeSearchResponseSchema, signal),
    // A buyer's corrected name or answer (their order page) reaches the door at once.
    reloadOn: ['ticket', 'totals-changed', 'order-changed'],
    reloadOnConnect: true,
  });
  const loadedBadges = everyone.data?.badges ?? [];

  // Another phone checked in the badge on this card: say so before anyone taps Check in.
  useRealtimeEvent('badge-checked-in', readEvent, (event) =>
    setCard((shown) =>
      shown?.kind === 'badge' && shown.stage === 'ready' && shown.badge.code === event.checkIn.code
        ? { ...shown, stage: 'already', badge: { ...shown.badge, checkedInAt: event.checkIn.checkedInAt } }
        : shown,
    ),
  );

  const { reload: reloadSummary } = summary;
  const flush = useCallback(() => {
    if (!navigator.onLine) return;
    // The browser may say it is online before the socket is back: the counts are read again at once.
    void outbox
      .flush((code) => sendCheckIn(token, code, outbox.device))
      .then((sent) => {
        if (sent > 0) reloadSummary();
      });
  }, [outbox, token, reloadSummary]);

  // Waiting scans go when the browser says it is back online, when the socket reconnects, and every few
  // seconds meanwhile (a phone can be "online" on a Wi-Fi that reaches nothing).
  const waiting = queue.waiting.length;
  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    const stopListening = onRealtimeConnected(flush);
    const timer = waiting > 0 ? setInterval(flush, RETRY_EVERY_MS) : undefined;
    return () => {
      window.removeEventListener('online', flush);
      stopListening();
      clearInterval(timer);
    };
  }, [flush, waiting]);

  /** Shows the badge a scan or a typed code names. */
  const lookUp = useCallback(
    async (code: string) => {
      setCard({ kind: 'looking', code });
      const fromList = () => loadedBadges.find((badge) => badge.code === code);
      if (!navigator.onLine) {
        const known = fromList();
        setCard(known ? cardFor(known, true) : { kind: 'unlisted', code, stage: 'ready' });
        return;
      }
      try {
        const answer = await organiserGet(
          '/api/organiser/check-in/search',
          token,
          { query: code },
          badgeSearchResponseSchema,
        );
        const found = answer.badges.find((badge) => badge.code === code);
        setCard(found ? cardFor(found, false) : refusedCard(code, answer));
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          const known = fromList();
          setCard(known ? cardFor(known, true) : { kind: 'unlisted', code, stage: 'ready' });
        } else {
          setCard({ kind: 'failed', message: failureText(error) });
        }
      }
    },
    [token, loadedBadges],
  );

  const show = useCallback((badge: DoorBadge) => setCard(cardFor(badge, !navigator.onLine)), []);

  /** The big button: checks the card's badge in now, or keeps the scan for when the connection is back. */
  const checkIn = useCallback(async () => {
    if (card?.kind !== 'badge' && card?.kind !== 'unlisted') return;
    const code = card.kind === 'badge' ? card.badge.code : card.code;
    const name = card.kind === 'badge' ? card.badge.name : null;
    const queueIt = (note: string | null) => {
      outbox.add(code, name);
      setCard(card.kind === 'badge' ? { ...card, stage: 'waiting', note } : { ...card, stage: 'waiting' });
    };
    if (!navigator.onLine) return queueIt(null);
    if (card.kind === 'badge') setCard({ ...card, stage: 'sending', note: null });
    const result = await sendCheckIn(token, code, outbox.device);
    switch (result.kind) {
      case 'checked-in':
        return setCard({
          kind: 'badge',
          badge: result.badge,
          stage: 'checked-in',
          offline: false,
          note: null,
        });
      case 'already':
        return setCard({
          kind: 'badge',
          badge: result.badge,
          // This phone's own earlier tap got through; its answer was lost.
          stage: result.device === outbox.device ? 'checked-in' : 'already',
          offline: false,
          note: null,
        });
      case 'refused':
        return setCard({
          kind: 'refused',
          reason: result.reason,
          code,
          badge: result.badge,
          message: result.message,
        });
      case 'offline':
        return queueIt(null);
      case 'failed':
        return queueIt(result.message);
    }
  }, [card, outbox, token]);

  return {
    card,
    clearCard: () => setCard(null),
    lookUp,
    show,
    checkIn,
    loadedBadges,
    summary: summary.data,
    summaryError: summary.error ? failureText(summary.error) : null,
    queue,
    dismiss: (id: string) => outbox.dismiss(id),
  };
}
