import { useSyncExternalStore } from 'react';
import { edition } from '../../../../content/edition';

// The entries a visitor starred (docs/product/schedule-and-info.md, "My schedule"), kept in this browser's
// localStorage only: no cookie, no account, nothing sent. One list per edition, so last year's stars do
// not mark this year's entries. Other tabs follow through the storage event.

const storageKey = `my-schedule-${edition.year}`;
const listeners = new Set<() => void>();
let starred: ReadonlySet<number> | undefined;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): stars last as long as the page.
    return undefined;
  }
}

function readStored(): ReadonlySet<number> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id) => Number.isSafeInteger(id) && id > 0) : []);
  } catch {
    return new Set();
  }
}

const snapshot = () => {
  starred ??= readStored();
  return starred;
};

function onStorage(event: StorageEvent) {
  if (event.key !== storageKey) return;
  starred = readStored();
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
export function toggleStarred(id: number) {
  const next = new Set(snapshot());
  if (!next.delete(id)) next.add(id);
  starred = next;
  try {
    storage()?.setItem(storageKey, JSON.stringify([...next]));
  } catch {
    // Full or refused: kept for this page only.
  }
  for (const listener of listeners) listener();
}

/**
 * The starred entries; null in the server's rendering and while the page takes over, so stars appear
 * only once a tap on them is kept.
 */
export function useStarred(): ReadonlySet<number> | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
