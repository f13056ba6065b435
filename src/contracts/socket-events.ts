// The realtime events of SPEC section 7, typed once for `new Server<...>()` and `io<...>()` alike.
// Each later feature adds its event here with the schema of its payload.
import type { TicketRecordWire } from './tickets';

export type ServerToClientEvents = {
  /** One new ticket purchase (validate with ticketRecordSchema). */
  ticket: (record: TicketRecordWire) => void;
};

// The browser only listens; it never sends events of its own.
// biome-ignore lint/complexity/noBannedTypes: the client sends nothing.
export type ClientToServerEvents = {};
