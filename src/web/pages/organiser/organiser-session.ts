import { useEffect, useState, useSyncExternalStore } from 'react';
import { signInResponseSchema } from '../../../contracts/organiser';
import { messageOf, postJson } from '../../lib/api';
import { setRealtimeAuth } from '../../lib/socket';

// The organiser's sign-in (docs/product/organisers.md, "Signing in"): the password is sent once and traded
// for a signed, expiring token kept in this tab's sessionStorage (no cookie, as the policy page promises),
// so a reload or a move to the check-in page keeps the organiser signed in, and closing the tab forgets it.

const storageKey = 'organiser-sign-in';

interface Stored {
  token: string;
  expiresMs: number;
}

function readStored(): Stored | null {
  try {
    const parsed = signInResponseSchema.safeParse(JSON.parse(sessionStorage.getItem(storageKey) ?? 'null'));
    return parsed.success && parsed.data.expiresMs > Date.now() ? parsed.data : null;
  } catch {
    return null;
  }
}

let current: Stored | null | undefined;
/** Why the last session ended, when the server ended it (expired, or the password changed). */
let endedBecause: string | null = null;
const listeners = new Set<() => void>();

function currentSession(): Stored | null {
  current ??= readStored();
  return current;
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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export interface OrganiserSession {
  token: string | null;
  busy: boolean;
  /** The sign-in's failure, or why the last session ended. */
  error: string | null;
  signIn(pass: string): Promise<void>;
  signOut(): void;
}

export function useOrganiserSession(): OrganiserSession {
  const session = useSyncExternalStore(subscribe, currentSession, () => null);
  const ended = useSyncExternalStore(
    subscribe,
    () => endedBecause,
    () => null,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The socket joins the organisers' room with the token this tab already holds.
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
    busy,
    error: failure ?? ended,
    signIn,
    signOut: () => setSession(null),
  };
}
