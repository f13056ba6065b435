import { useEffect, useSyncExternalStore } from 'react';

// The phone kit (phone-kit.ts) for the order form: loaded once per page, from the form's first showing.

export type PhoneKit = typeof import('./phone-kit');

let kit: PhoneKit | null = null;
let loading: Promise<PhoneKit> | undefined;
const listeners = new Set<() => void>();

/** Loads the kit (once; a failed load is tried again by the next call). */
export function loadPhoneKit(): Promise<PhoneKit> {
  loading ??= import('./phone-kit').then(
    (loaded) => {
      kit = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kit once it has loaded, null before; the server renders the form without it. */
export function usePhoneKit(): PhoneKit | null {
  useEffect(() => {
    loadPhoneKit().catch(() => {
      // Checkout loads it again, and says so if it still cannot.
    });
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => kit,
    () => null,
  );
}
