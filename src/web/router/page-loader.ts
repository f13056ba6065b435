import type { ComponentType } from 'react';
import type { AppPageKey } from '../../contracts/routes';
import { loadPageModule } from '../page-modules';

// Page components once their code has loaded, so a render can use them without waiting: the router loads
// a page before showing its address, the browser's first render and the server's render load it first.

const loaded = new Map<AppPageKey, ComponentType>();

export async function loadPage(page: AppPageKey): Promise<ComponentType> {
  const known = loaded.get(page);
  if (known) return known;
  const component = (await loadPageModule(page)).default;
  loaded.set(page, component);
  return component;
}

/** The component of a page loaded before; rendering a page that was not is a router bug. */
export function loadedPage(page: AppPageKey): ComponentType {
  const component = loaded.get(page);
  if (!component) throw new Error(`The page "${page}" was rendered before its code was loaded`);
  return component;
}
