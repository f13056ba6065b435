// The realtime events of SPEC section 7, typed once for `new Server<...>()` and `io<...>()` alike.
// Each later feature adds its event here with the schema of its payload.

// biome-ignore lint/complexity/noBannedTypes: filled as features add their events.
export type ServerToClientEvents = {};

// The browser only listens; it never sends events of its own.
// biome-ignore lint/complexity/noBannedTypes: the client sends nothing.
export type ClientToServerEvents = {};
