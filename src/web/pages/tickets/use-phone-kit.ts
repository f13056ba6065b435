import { type RefObject, useEffect, useSyncExternalStore } from 'react';

// The phone kit (phone-kit.ts) for the order form: loaded once per page, when the phone field comes near
// the screen (or Checkout needs it), not with the page: on a phone the field is below the fold.

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

const loadQuietly = () => {
  loadPhoneKit().catch(() => {
    // Checkout loads it again, and says so if it still cannot.
  });
};

/** Loads the kit once `field` is within a screen's height of being seen. */
export function useLoadPhoneKitNear(field: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = field.current;
    if (kit || !element) return;
    if (typeof IntersectionObserver === 'undefined') return loadQuietly();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadQuietly();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [field]);
}

/** The kit once it has loaded, null before; the server renders the form without it. */
export function usePhoneKit(): PhoneKit | null {
  return useSyncExternalStore(
    subscribe,
    () => kit,
    () => null,
  );
}
