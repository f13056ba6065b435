import { useCallback, useEffect, useState } from 'react';
import {
  defaultLargeDollars,
  type ReadItem,
  type ReadList,
  type ReadView,
  readItemSchema,
  readListSchema,
} from '../../../../contracts/read-page';
import { useLiveData } from '../../../lib/use-live-data';
import { failureText, organiserGet, organiserPost } from '../organiser-api';

// The read page's state (docs/product/read-page.md): the list for the chosen view and filters, kept
// fresh from the organiser room, a new donation and a screening decision, and reloaded after every
// reconnect; and the marks a host makes, with the last one's undo.

export interface ReadFilters {
  view: ReadView;
  withMessage: boolean;
  anonymous: boolean;
  large: boolean;
  /** The "Large" filter's least amount, in dollars. */
  largeDollars: number;
}

const initialFilters: ReadFilters = {
  view: 'unread',
  withMessage: false,
  anonymous: false,
  large: false,
  largeDollars: defaultLargeDollars,
};

/** The last mark that moved a card away, for its Undo. */
export interface LastMark {
  item: ReadItem;
  read: boolean;
}

/**
 * The first `pages` pages, one after the other: each answer is bounded, and a live reload keeps every
 * page the host opened with "Show more" rather than dropping back to the first.
 */
async function loadPages(token: string, filters: ReadFilters, pages: number, signal: AbortSignal) {
  const body = {
    view: filters.view,
    withMessage: filters.withMessage,
    anonymous: filters.anonymous,
    minAmount: filters.large ? filters.largeDollars : null,
  };
  const path = '/api/organiser/read-list';
  let answer = await organiserGet(path, token, body, readListSchema, signal);
  const items = [...answer.items];
  for (let page = 1; page < pages && answer.nextCursor !== null; page += 1) {
    answer = await organiserGet(path, token, { ...body, cursor: answer.nextCursor }, readListSchema, signal);
    items.push(...answer.items);
  }
  // A pin made between two pages' reads can list a donation on both.
  const seen = new Set<number>();
  const unique = items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  return { ...answer, items: unique } satisfies ReadList;
}

/** The set with `id` in it or out of it, as a new set for React state. */
function withId(set: ReadonlySet<number>, id: number, on: boolean): ReadonlySet<number> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

export function useReadList(token: string) {
  const [filters, setFilters] = useState(initialFilters);
  const [pages, setPages] = useState(1);
  // Cards this screen moved away (marked read, or unread in the Read view) until the server's list agrees.
  const [moved, setMoved] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [lastMark, setLastMark] = useState<LastMark | null>(null);
  const [markError, setMarkError] = useState<string | null>(null);

  const list = useLiveData({
    name: 'donations to read',
    key: [token, filters, pages],
    load: (signal) => loadPages(token, filters, pages, signal),
    reloadOn: ['read-list-changed', 'donation', 'donations-screened', 'totals-changed'],
    reloadOnConnect: true,
    retryDelaysMs: [2_000, 5_000, 10_000],
  });
  const { data, reload } = list;
  const { view } = filters;

  useEffect(() => {
    if (!data) return;
    const listed = new Set(data.items.map((item) => item.id));
    setMoved((shown) => {
      const still = [...shown].filter((id) => listed.has(id));
      return still.length === shown.size ? shown : new Set(still);
    });
  }, [data]);

  const mark = useCallback(
    async (item: ReadItem, body: { read?: boolean; pinned?: boolean }) => {
      setMarkError(null);
      setBusy((set) => withId(set, item.id, true));
      // Marked read in the list to read, or unread in the Read list: the card leaves this view at once.
      const leaves = body.read !== undefined && body.read === (view === 'unread');
      if (leaves) setMoved((set) => withId(set, item.id, true));
      try {
        const answer = await organiserPost(
          `/api/organiser/read-list/${item.id}`,
          token,
          body,
          readItemSchema,
        );
        if (leaves && body.read !== undefined) setLastMark({ item: answer, read: body.read });
      } catch (error) {
        setMoved((set) => withId(set, item.id, false));
        setMarkError(failureText(error));
      } finally {
        setBusy((set) => withId(set, item.id, false));
        reload();
      }
    },
    [token, reload, view],
  );

  const undo = useCallback(async () => {
    if (!lastMark) return;
    setLastMark(null);
    setMoved((set) => withId(set, lastMark.item.id, false));
    await mark(lastMark.item, { read: !lastMark.read });
    // Undoing is not a mark to undo in turn.
    setLastMark(null);
  }, [lastMark, mark]);

  const items = data?.items.filter((item) => !moved.has(item.id)) ?? [];
  return {
    filters,
    setFilters: (next: ReadFilters) => {
      setFilters(next);
      setPages(1);
      setLastMark(null);
    },
    items,
    unread: data ? Math.max(0, data.unread - (filters.view === 'unread' ? moved.size : 0)) : null,
    matching: data ? data.matching - moved.size : null,
    more: data ? data.nextCursor !== null : false,
    showMore: () => setPages((count) => count + 1),
    loading: list.status === 'loading',
    loadError: list.error ? failureText(list.error) : null,
    busy,
    mark,
    lastMark,
    undo,
    dismissUndo: () => setLastMark(null),
    markError,
  };
}
