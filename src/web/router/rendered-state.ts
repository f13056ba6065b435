import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PageAnswers, PageData, PageDataPath } from '../../contracts/page-data';
import type { AppLocation } from './location';

// What the server rendered a page with: its address (without the query, which the server does not render)
// and its clock. The server's render reads these; so does the browser's first render, which must produce
// the server's HTML again to take it over (hydration). After that, every render reads the browser's own.

export interface RenderedState {
  location: AppLocation;
  nowMs: number;
  /** The API answers the page was rendered with (contracts/page-data.ts). */
  data: PageData;
}

export const RenderedStateContext = createContext<RenderedState | null>(null);

const neverChanges = () => () => {};

/**
 * The server's rendered state while rendering on the server or taking over its HTML; null afterwards and
 * in pages the browser renders alone. useSyncExternalStore is what tells the two apart: React reads its
 * third argument exactly then.
 */
export function useRenderedState(): RenderedState | null {
  const rendered = useContext(RenderedStateContext);
  return useSyncExternalStore(
    neverChanges,
    () => null,
    () => rendered,
  );
}

/**
 * An API answer the page was rendered with; undefined when the page was not sent with it, and in every render
 * after the first. It is not read with its schema: the page's HTML and its scripts come from one build, whose
 * server wrote the answer, so no older or newer shape can be met here (only later reads cross a deploy;
 * docs/decisions/085-form-pages-read-with-zod-loaded-on-first-read.md).
 */
export function useRenderedData<P extends PageDataPath>(path: P): PageAnswers[P] | undefined {
  return useRenderedState()?.data[path] as PageAnswers[P] | undefined;
}
