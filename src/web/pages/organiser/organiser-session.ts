import { useEffect, useState, useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  type CrewRole,
  crewPassEndedSocketError,
  crewPassFragment,
  signedInSchema,
} from '../../../contracts/crew';
import { signInResponseSchema } from '../../../contracts/organiser';
import { messageOf, postJson, requestJson } from '../../lib/api';
import { organiserSignInStorageKey } from '../../lib/organiser-sign-in-key';
import { onRealtimeRefused, setRealtimeAuth } from '../../lib/socket';

// The organiser's sign-in (docs/product/organisers.md, "Signing in" and "Crew passes"): the password is
// sent once and traded for a signed, expiring token, or a crew pass's link brings its token in the
// address's fragment; either is kept in this tab's sessionStorage (no cookie, as the policy page promises),
// so a reload or a move to the check-in page keeps the crew member signed in, and closing the tab forgets it.

const storageKey = organiserSignInStorageKey;

// What a sign-in holds; `roles` and `name` are learnt from the server (a password sign-in is an organiser).
const storedSchema = z.object({
  ...signInResponseSchema.shape,
  roles: z.array(z.enum(['door', 'host', 'moderator', 'organiser'])).optional(),
  name: z.string().optional(),
});
type Stored = z.infer<typeof storedSchema>;

function readStored(): Stored | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(storageKey) ?? 'null'));
    return parsed.success && parsed.data.expiresMs > Date.now() ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the page says when its pass stopped working while it was open (the server says the same on 401). */
const passEndedText = 'This crew pass has been revoked or has expired. Ask an organiser for a new one.';
const passCheckFailedText = 'This pass link could not be checked. Open the link again.';

/**
 * A pass link's token, taken from the address and removed from it at once (replaceState), so it stays out
 * of the history, a bookmark, a shared screenshot of the address bar and every Referer.
 */
function takePassFromAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const fragment = new URLSearchParams(window.location.hash.slice(1)).get(crewPassFragment);
  if (fragment === null) return null;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
  return fragment;
}

let current: Stored | null | undefined;
/** Why the last session ended, when the server ended it (expired, revoked, or the password changed). */
let endedBecause: string | null = null;
const listeners = new Set<() => void>();

function currentSession(): Stored | null {
  current ??= readStored();
  return current;
}

async function confirmPass(token: string) {
  try {
    const who = await requestJson('/api/organiser/signed-in', signedInSchema, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (current?.token === token) setSession({ token, ...who });
  } catch (error) {
    if (current?.token === token) setSession(null, messageOf(error, passCheckFailedText));
  }
}

function setSession(next: Stored | null, reason: string | null = null) {
  current = next;
  endedBecause = reason;
  try {
    if (next) sessionStorage.setItem(storageKey, JSON.stringify(next));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage can be refused (private modes); the session then lasts as long as the page.
  }
  setRealtimeAuth(next ? { organiserToken: next.token } : {});
  for (const listener of listeners) listener();
}

/** Called when the server refuses the token (401): the page shows the password form with `reason`. */
export const endOrganiserSession = (reason: string) => setSession(null, reason);

// A pass link opened in this tab: held at once (the check-in page can start), with no roles until the server
// confirms the pass and says what it opens, just after. Read when the organiser pages load, before they render.
const fromLink = takePassFromAddress();
if (fromLink !== null) {
  setSession({ token: fromLink, expiresMs: Date.now() + 60_000, roles: [] });
  void confirmPass(fromLink);
}

// A revoked pass's live connection is dropped by the server and refused when it comes back: the page
// then says it is signed out instead of retrying, or showing stale lists, forever.
if (typeof window !== 'undefined') {
  onRealtimeRefused((reason) => {
    if (reason === crewPassEndedSocketError && current) endOrganiserSession(passEndedText);
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export interface OrganiserSession {
  token: string | null;
  /** What this sign-in opens: a pass's one role, or everything ('organiser') with the password. */
  roles: readonly CrewRole[];
  /** A pass's name; null for the password. */
  name: string | null;
  busy: boolean;
  /** The sign-in's failure, or why the last session ended. */
  error: string | null;
  signIn(pass: string): Promise<void>;
  signOut(): void;
}

const everything: readonly CrewRole[] = ['organiser'];

export function useOrganiserSession(): OrganiserSession {
  const session = useSyncExternalStore(subscribe, currentSession, () => null);
  const ended = useSyncExternalStore(
    subscribe,
    () => endedBecause,
    () => null,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The socket joins the crew's rooms with the token this tab already holds.
  const token = session?.token ?? null;
  useEffect(() => setRealtimeAuth(token ? { organiserToken: token } : {}), [token]);

  async function signIn(pass: string) {
    setBusy(true);
    setFailure(null);
    try {
      setSession(await postJson('/api/organiser/sign-in', { pass }, signInResponseSchema));
    } catch (error) {
      setFailure(messageOf(error, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return {
    token,
    roles: session?.roles ?? everything,
    name: session?.name === undefined || session.name === 'organiser password' ? null : session.name,
    busy,
    error: failure ?? ended,
    signIn,
    signOut: () => setSession(null),
  };
}
