import { type ComponentType, use } from 'react';
import type { AppPageKey } from '../../contracts/routes';
import { loadPageModule } from '../page-modules';

// Page components once their code has loaded, so a render can use them without waiting: the router loads
// a page before showing its address, and the server's render loads it first. The browser's first render
// of a rendered page does not wait for it: React takes the layout over while the page's code is still
// arriving and the page once it has (docs/decisions/066-what-a-phone-loads-first.md).

const loaded = new Map<AppPageKey, ComponentType>();
const loading = new Map<AppPageKey, Promise<ComponentType>>();
const awaitedPages = new Map<AppPageKey, Promise<ComponentType>>();

export function loadPage(page: AppPageKey): Promise<ComponentType> {
  const known = loaded.get(page);
  if (known) return Promise.resolve(known);
  let pending = loading.get(page);
  if (!pending) {
    pending = loadPageModule(page).then((module) => {
      loaded.set(page, module.default);
      return module.default;
    });
    // A failed load is tried again by the next visit to the page.
    pending.catch(() => loading.delete(page));
    loading.set(page, pending);
  }
  return pending;
}

/**
 * The component of a page, in a render: at once if its code has loaded, otherwise once it has (the render
 * suspends until then). A page whose code cannot load stays as the server sent it.
 */
export function usePageComponent(page: AppPageKey): ComponentType {
  const known = loaded.get(page);
  if (known) return known;
  // One promise per page for React to wait on (a new one on every render would suspend it anew).
  let awaited = awaitedPages.get(page);
  if (!awaited) {
    awaited = loadPage(page).catch((error: unknown) => {
      console.error('The page could not start', error);
      return new Promise<never>(() => {});
    });
    awaitedPages.set(page, awaited);
  }
  return use(awaited);
}
