import { useEffect, useState } from 'react';
import { holdEndedText } from '../../../../content/waiting-list';
import { ApiError, postJson } from '../../lib/api';
import { lazySchema } from '../../lib/lazy-schema';

/** Fetched with the hold's check (lib/lazy-schema.ts). */
const waitingListHold = lazySchema(() =>
  import('../../../contracts/waiting-list').then((module) => module.waitingListHoldSchema),
);

// /tickets opened from a waiting-list email (docs/product/tickets.md, "The waiting list"): the link's
// secret is after '#hold=', which no server and no log ever sees. The page takes it from the address at
// once (so it stays out of the history, bookmarks and every Referer), keeps it for this tab only so a
// reload still finds it, and asks the server what it holds; the order then carries it.

const storageKey = 'waiting-list-hold';

export type HoldState =
  | { kind: 'none' }
  | { kind: 'checking'; token: string }
  | { kind: 'held'; token: string; places: number; until: string }
  | { kind: 'ended'; message: string };

function takeHoldToken(): string | null {
  const fromAddress = new URLSearchParams(window.location.hash.slice(1)).get('hold');
  if (fromAddress !== null) {
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );
    try {
      window.sessionStorage.setItem(storageKey, fromAddress);
    } catch {
      // Storage refused (private mode): the hold still works until the page is reloaded.
    }
    return fromAddress;
  }
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function forgetHoldToken() {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing kept.
  }
}

export function useWaitingListHold(): HoldState {
  const [state, setState] = useState<HoldState>({ kind: 'none' });
  // A link opened in a tab already on /tickets changes only the fragment: no new page, so it is heard here.
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    const heard = () => setOpened((count) => count + 1);
    window.addEventListener('hashchange', heard);
    return () => window.removeEventListener('hashchange', heard);
  }, []);
  useEffect(() => {
    void opened;
    const token = takeHoldToken();
    if (token === null || token === '') return;
    setState({ kind: 'checking', token });
    const controller = new AbortController();
    postJson('/api/tickets/waiting-list/hold', { token }, waitingListHold, controller.signal).then(
      (hold) => setState({ kind: 'held', token, ...hold }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 410 || error.status === 400)) {
          forgetHoldToken();
          setState({ kind: 'ended', message: error.status === 410 ? error.message : holdEndedText });
        } else setState({ kind: 'none' });
      },
    );
    return () => controller.abort();
  }, [opened]);
  return state;
}
