import { useSyncExternalStore } from 'react';

// The entries a visitor starred (docs/product/schedule-and-info.md, "My schedule"), kept in this browser's
// localStorage only: no cookie, no account, nothing sent. One list per edition, so last year's stars do
// not mark this year's entries: the list of the edition the page shows (docs/decisions/082-the-public-site-follows-the-current-edition.md). Other tabs follow through the storage event.

const prefix = 'my-schedule-';
const listeners = new Set<() => void>();
/** Each edition's stars as last read, by its year. */
const starred = new Map<number, ReadonlySet<number>>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): stars last as long as the page.
    return undefined;
  }
}

function readStored(year: number): ReadonlySet<number> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(`${prefix}${year}`) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id) => Number.isSafeInteger(id) && id > 0) : []);
  } catch {
    return new Set();
  }
}

function snapshot(year: number): ReadonlySet<number> {
  let stars = starred.get(year);
  if (!stars) {
    stars = readStored(year);
    starred.set(year, stars);
  }
  return stars;
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && !event.key.startsWith(prefix)) return;
  starred.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Stars or unstars one entry, here and in every other tab. */
export function toggleStarred(year: number, id: number) {
  const next = new Set(snapshot(year));
  if (!next.delete(id)) next.add(id);
  starred.set(year, next);
  try {
    storage()?.setItem(`${prefix}${year}`, JSON.stringify([...next]));
  } catch {
    // Full or refused: kept for this page only.
  }
  for (const listener of listeners) listener();
}

/**
 * The starred entries; null in the server's rendering and while the page takes over, so stars appear
 * only once a tap on them is kept.
 */
export function useStarred(year: number): ReadonlySet<number> | null {
  return useSyncExternalStore(
    subscribe,
    () => snapshot(year),
    () => null,
  );
}
