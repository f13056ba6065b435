import { useState } from 'react';

// Keyset paging on the dashboard (docs/decisions/054-show-overview.md): a page after the first asks for
// the rows older than the last one shown. The way back is the cursors of the pages walked through, so
// "Newer" returns to exactly the page that was shown before.

/** The dashboard's pages hold this many rows; one more is asked for, to know whether older ones exist. */
export const dashboardPageSize = 25;

export interface PageCursor<C> {
  /** Sent as `before`; undefined on the first page. */
  before: C | undefined;
  page: number;
  older(last: C): void;
  newer(): void;
  newest(): void;
}

export function usePageCursor<C>(): PageCursor<C> {
  const [stack, setStack] = useState<C[]>([]);
  return {
    before: stack.at(-1),
    page: stack.length + 1,
    older: (last) => setStack((current) => [...current, last]),
    newer: () => setStack((current) => current.slice(0, -1)),
    newest: () => setStack([]),
  };
}

interface PagerProps<C> {
  cursor: PageCursor<C>;
  /** The last row shown, when there are older ones to show. */
  olderFrom: C | undefined;
  /** 'donations', 'orders': said in the buttons' names. */
  what: string;
}

export function Pager<C>({ cursor, olderFrom, what }: PagerProps<C>) {
  if (cursor.page === 1 && olderFrom === undefined) return null;
  return (
    <nav className="org-pager" aria-label={`Pages of ${what}`}>
      <button type="button" className="button" disabled={cursor.page === 1} onClick={cursor.newest}>
        Newest
      </button>
      <button type="button" className="button" disabled={cursor.page === 1} onClick={cursor.newer}>
        Newer
      </button>
      <span className="org-pager__page">Page {cursor.page}</span>
      <button
        type="button"
        className="button"
        disabled={olderFrom === undefined}
        onClick={() => olderFrom !== undefined && cursor.older(olderFrom)}
      >
        Older
      </button>
    </nav>
  );
}
