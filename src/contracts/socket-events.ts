// The realtime events (docs/product/realtime.md, "Events"), typed once for `new Server<...>()` and
// `io<...>()`. Each later feature adds its event here with the schema of its payload.
import type { CheckInEvent } from './check-in';
import type { DonationRecordWire } from './donations';
import type { ChangeNotice } from './organiser-edits';
import type { OverlayPresence } from './overlay-presence';
import type { PrizeWon } from './prizes';
import type { ProgressSummaryWire } from './progress';
import type { TicketRecordWire } from './tickets';
import type { CellMark } from './twitch';

export type ServerToClientEvents = {
  /**
   * A badge was checked in at the door; organiser room only, never public (validate with
   * checkInEventSchema).
   */
  'badge-checked-in': (event: CheckInEvent) => void;
  /** One new ticket purchase (validate with ticketRecordSchema). */
  ticket: (record: TicketRecordWire) => void;
  /** One new donation, public fields only (validate with donationRecordSchema). */
  donation: (record: DonationRecordWire) => void;
  /**
   * The totals after any change that moved them (a purchase, a refund or reversal, a screening decision),
   * with the database's revision: a page shows the highest revision it has seen (validate with
   * progressSummarySchema).
   */
  progress: (summary: ProgressSummaryWire) => void;
  /** Organisers changed the schedule: /schedule reloads it (validate with changeNoticeSchema). */
  'schedule-changed': (notice: ChangeNotice) => void;
  /** Organisers changed the milestones: open tickers read their state again (validate with changeNoticeSchema). */
  'milestones-changed': (notice: ChangeNotice) => void;
  /** Organisers changed incentives: the donation pages reload them (validate with changeNoticeSchema). */
  'incentives-changed': (notice: ChangeNotice) => void;
  /**
   * A refund or reversal took money out of the totals: the overlay, /donations and the dashboard load
   * their numbers and lists again (validate with changeNoticeSchema).
   */
  'totals-changed': (notice: ChangeNotice) => void;
  /**
   * Organisers closed or reopened ticket sales: both ticket pages read GET /api/tickets/sales again
   * (validate with changeNoticeSchema).
   */
  'ticket-sales-changed': (notice: ChangeNotice) => void;
  /**
   * An organiser approved or denied a held donation: the overlay and /donations load their donations
   * again, showing an approved name and message (validate with changeNoticeSchema).
   */
  'donations-screened': (notice: ChangeNotice) => void;
  /**
   * The screening queue or settings changed (a donation held, approved or denied, the mode or words
   * changed); organiser room only (validate with changeNoticeSchema).
   */
  'screening-changed': (notice: ChangeNotice) => void;
  /**
   * A host marked a donation read or unread, or pinned or unpinned it: every open read page loads its
   * list again; organiser room only (validate with changeNoticeSchema).
   */
  'read-list-changed': (notice: ChangeNotice) => void;
  /**
   * A buyer changed their order on its page (names, answers, a viewer's address): the badge list, the
   * attendee list and the door load theirs again; organiser room only (validate with changeNoticeSchema).
   */
  'order-changed': (notice: ChangeNotice) => void;
  /** A cheer with !markcell lit a cell on the /markcell overlay (validate with cellMarkSchema). */
  'cell-marked': (mark: CellMark) => void;
  /** A prize was drawn: the overlay names its winners (validate with prizeWonSchema). */
  'prize-won': (won: PrizeWon) => void;
  /** A prize was added or drawn: /prizes and the donation form read GET /api/prizes again (validate with changeNoticeSchema). */
  'prizes-changed': (notice: ChangeNotice) => void;
  /** Organisers put out every glowing mark (validate with changeNoticeSchema). */
  'cell-marks-cleared': (notice: ChangeNotice) => void;
  /**
   * An overlay connected, was heard from or went away; organiser room only, for the dashboard's Overlays
   * panel (validate with overlayPresenceSchema).
   */
  'overlay-presence': (presence: OverlayPresence) => void;
};

// The browser only listens; it never sends events of its own.
// biome-ignore lint/complexity/noBannedTypes: the client sends nothing.
export type ClientToServerEvents = {};
