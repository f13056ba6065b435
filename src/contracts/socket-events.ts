// The realtime events (docs/product/realtime.md, "Events"), typed once for `new Server<...>()` and
// `io<...>()`. Each later feature adds its event here with the schema of its payload.
import type { DonationRecordWire } from './donations';
import type { ChangeNotice } from './organiser-edits';
import type { TicketRecordWire } from './tickets';

export type ServerToClientEvents = {
  /** One new ticket purchase (validate with ticketRecordSchema). */
  ticket: (record: TicketRecordWire) => void;
  /** One new donation, public fields only (validate with donationRecordSchema). */
  donation: (record: DonationRecordWire) => void;
  /** Organisers changed the schedule: /schedule reloads it (validate with changeNoticeSchema). */
  'schedule-changed': (notice: ChangeNotice) => void;
  /** Organisers changed incentives: the donation pages reload them (validate with changeNoticeSchema). */
  'incentives-changed': (notice: ChangeNotice) => void;
  /**
   * A refund or reversal took money out of the totals: the overlay, /donations and the dashboard load
   * their numbers and lists again (validate with changeNoticeSchema).
   */
  'totals-changed': (notice: ChangeNotice) => void;
};

// The browser only listens; it never sends events of its own.
// biome-ignore lint/complexity/noBannedTypes: the client sends nothing.
export type ClientToServerEvents = {};
