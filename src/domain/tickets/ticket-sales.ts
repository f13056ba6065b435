// Whether tickets can be bought now, how many in-person places are left, and which stream addresses
// organisers may set (docs/product/tickets.md, "When sales close"; docs/product/organisers.md, "Ticket
// sales and the stream link").

/** What one edition decides (its row in the database, or the configuration over it). */
export interface SalesRules {
  /** Sales end by themselves at this time (epoch seconds); null: only organisers close them. */
  closesAt: number | null;
  /** In-person tickets in all, sold or being paid; null: no limit. */
  inPersonCapacity: number | null;
}

/** The rules the configuration sets over the current edition's; a rule left out is the edition's. */
export type SalesOverrides = Partial<SalesRules>;

/** Open unless organisers closed them or the closing time has come. */
export function salesOpen(closedByOrganisers: boolean, closesAt: number | null, nowMs: number): boolean {
  return !closedByOrganisers && (closesAt === null || nowMs < closesAt * 1000);
}

/** In-person places still free once `taken` are sold or held; null without a capacity. */
export function placesLeft(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}

/** Whether an order of `wanted` in-person tickets fits in what is left (null: no limit). */
export const orderFits = (left: number | null, wanted: number): boolean => left === null || wanted <= left;

export const MAX_STREAM_URL_LENGTH = 2_000;

// Control characters (C0, DEL, C1), invisible format characters (zero-width spaces, direction marks)
// and the Unicode line and paragraph separators. The URL parser drops some of them silently, but the
// text is stored as typed and sent back as a Location header, which may hold none of them.
const hiddenCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Why `text` cannot be the stream link, or null when it can: a full https address with a host and no
 * user name or password in it (the link is sent to every ticket holder's browser).
 */
export function streamUrlProblem(text: string): string | null {
  const example = 'like https://www.youtube.com/watch?v=…';
  if (text.length > MAX_STREAM_URL_LENGTH)
    return `The stream link can be at most ${MAX_STREAM_URL_LENGTH} characters.`;
  if (hiddenCharacters.test(text))
    return 'The stream link holds a line break or an invisible character. Please copy the address again from the browser’s address bar and paste it on one line.';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `The stream link must be a full web address, ${example}.`;
  }
  if (url.protocol !== 'https:' || url.hostname === '')
    return `The stream link must start with https://, ${example}.`;
  if (url.username !== '' || url.password !== '')
    return 'The stream link must not hold a user name or password.';
  return null;
}

/**
 * Where `/live-{token}` sends a ticket holder for the stored link: the address as a Location header can
 * carry it (host in punycode, the rest percent-encoded), or null, as if no link were set, for a link the
 * rules above refuse (one stored before they were tightened must not break every ticket holder's link).
 */
export function streamRedirectTarget(stored: string | null): string | null {
  if (stored === null || streamUrlProblem(stored) !== null) return null;
  return new URL(stored).href;
}
