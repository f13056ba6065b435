// The system clock, read here for src/server (docs/decisions/068-one-clock.md): app.ts hands it, or the
// clock a test passes to buildApp, to every feature as `now`, so a test of a time-based rule sets the
// time instead of waiting for it.

/** Epoch milliseconds, as Date.now gives them. */
type Clock = () => number;

export const systemClock: Clock = () => Date.now();
