import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { edition as builtEdition } from '../../../../content/edition';
import { venue as builtVenue } from '../../../../content/venue';
import type { EditionPreview } from '../../../contracts/edition-preview';
import type { PublicEdition } from '../../../contracts/public-edition';
import { useRenderedData } from '../../router/rendered-state';
import { getJson } from '../api';
import { lazySchema } from '../lazy-schema';

/** Every page loads this file first: the schema comes only with a read of the edition (lib/lazy-schema.ts). */
const publicEdition = lazySchema(() =>
  import('../../../contracts/public-edition').then((module) => module.publicEditionSchema),
);

// The edition the site shows (docs/product/site-and-pages.md, "The edition a page shows";
// docs/decisions/082-the-public-site-follows-the-current-edition.md): the current one, as the server
// rendered the page with it, or an organiser's `?edition=` preview of another.

/** The edition the build was made with: only until GET /api/edition answers, on a page sent unrendered. */
const built: PublicEdition = {
  id: 0,
  year: builtEdition.year,
  name: builtEdition.product,
  datesText: builtEdition.datesText,
  timeZone: builtEdition.timeZone,
  timeZoneLabel: builtEdition.timeZoneLabel,
  dates: {
    start: builtEdition.dates.start,
    end: builtEdition.dates.end,
    fundraiserBlockFrom: builtEdition.dates.fundraiserBlockFrom,
    fundraiserBlockUntil: builtEdition.dates.fundraiserBlockUntil,
    fundraiserStreamStart: builtEdition.dates.fundraiserStreamStart,
    fundraiserStreamEnd: builtEdition.dates.fundraiserStreamEnd,
  },
  venue: builtVenue,
  // Only the server knows them; the built edition is the first.
  pastEditions: [],
};

interface SiteEdition {
  edition: PublicEdition;
  /** An organiser's preview of another edition; null for everyone else. */
  preview: EditionPreview | null;
  /** Reads the current edition again (an organiser's screen, when another edition is made current). */
  reload(): void;
}

const EditionContext = createContext<SiteEdition>({ edition: built, preview: null, reload: () => {} });

/** The `?edition=` the address asks to preview, if any. */
function askedPreview(): string | null {
  return new URLSearchParams(window.location.search).get('edition');
}

export function EditionProvider({ children }: { children: ReactNode }) {
  const rendered = useRenderedData('/api/edition');
  const [current, setCurrent] = useState(() => ({
    edition: rendered ?? built,
    sent: rendered !== undefined,
  }));
  const [preview, setPreview] = useState<EditionPreview | null>(null);
  const sent = current.sent;
  // How many times a screen asked to read the edition again: a page sent with it reads it only then.
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  useEffect(() => {
    if (sent && reloads === 0) return;
    const controller = new AbortController();
    getJson('/api/edition', publicEdition, controller.signal).then(
      (edition) => setCurrent({ edition, sent: true }),
      () => {
        // The build's edition stays: a page still works, and a reload asks again.
      },
    );
    return () => controller.abort();
  }, [sent, reloads]);
  useEffect(() => {
    const asked = askedPreview();
    if (asked === null) return;
    // Only when the address asks: the preview's code (and zod's core) never reaches anyone else's phone.
    const controller = new AbortController();
    import('./edition-preview')
      .then((module) => module.loadEditionPreview(asked, controller.signal))
      .then(
        (loaded) => {
          if (loaded) setPreview(loaded);
        },
        () => {
          // Not an organiser, or the preview could not load: the current edition, as everyone sees it.
        },
      );
    return () => controller.abort();
  }, []);
  return (
    <EditionContext.Provider value={{ edition: preview?.edition ?? current.edition, preview, reload }}>
      {children}
    </EditionContext.Provider>
  );
}

/** The edition the pages name: the current one, or the one an organiser previews. */
export const useEdition = (): PublicEdition => useContext(EditionContext).edition;

/** The organiser's preview, with its ticket prices; null for everyone else. */
export const useEditionPreview = (): EditionPreview | null => useContext(EditionContext).preview;

/** Reads the current edition again. */
export const useEditionReload = (): (() => void) => useContext(EditionContext).reload;
