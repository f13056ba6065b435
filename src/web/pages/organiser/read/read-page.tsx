import { useEffect, useRef, useState } from 'react';
import type { ReadItem } from '../../../../contracts/read-page';
import { LiveConnectionNotice } from '../../../components/live-connection-notice';
import { ScreenFooter } from '../screen-footer';
import { SignedInScreen } from '../signed-in-screen';
import { amountText, ReadCard } from './read-card';
import { ReadFilterBar } from './read-filters';
import { type ReadFilters, useReadList } from './use-read-list';
import '../../../components/organiser-form.css';
import './read.css';

// The hosts' read page (docs/product/read-page.md), at /organiser/read: a tablet held in one hand while
// talking to the stream, so one column of cards in large type, the buttons at each card's foot, and the
// same list on every screen that has the page open.
export default function ReadPage() {
  return (
    <SignedInScreen className="read" panelClassName="read-panel" title="Read donations">
      {(token, signOut) => <ReadDesk token={token} onSignOut={signOut} />}
    </SignedInScreen>
  );
}

function emptyText(filters: ReadFilters): string {
  const filtered = filters.withMessage || filters.anonymous || filters.large;
  if (filters.view === 'read')
    return filtered ? 'No read donation matches these filters.' : 'Nothing read yet.';
  return filtered ? 'No donation to read matches these filters.' : 'All read. New donations appear here.';
}

function ReadDesk({ token, onSignOut }: { token: string; onSignOut(): void }) {
  const list = useReadList(token);
  const { filters, items, lastMark } = list;
  const cards = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a card leaves, the keyboard's focus goes to the next card's main button, so Enter reads on.
  const [focusAfter, setFocusAfter] = useState<{ id: number | null } | null>(null);

  useEffect(() => {
    if (!focusAfter) return;
    const next =
      focusAfter.id === null
        ? null
        : cards.current?.querySelector<HTMLButtonElement>(
            `[data-donation="${focusAfter.id}"] .read-button--main`,
          );
    (next ?? heading.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const mark = (item: ReadItem, body: { read?: boolean; pinned?: boolean }) => {
    if (body.read !== undefined) {
      const at = items.findIndex((shown) => shown.id === item.id);
      const next = items[at + 1] ?? items[at - 1];
      setFocusAfter({ id: next?.id ?? null });
    }
    void list.mark(item, body);
  };

  const filtered = filters.withMessage || filters.anonymous || filters.large;
  return (
    <>
      <header className="read-top">
        <h1 ref={heading} tabIndex={-1}>
          Read donations
        </h1>
        <p className="read-count" aria-live="polite">
          <strong>{list.unread ?? '…'}</strong> unread
          {filtered && list.matching !== null && (
            <span className="read-count__matching"> · {list.matching} match the filters</span>
          )}
        </p>
      </header>
      <LiveConnectionNotice />
      <ReadFilterBar filters={filters} onChange={list.setFilters} />
      {list.loadError && <p className="read-error">{list.loadError}</p>}
      {list.markError && (
        <p className="read-error" role="alert">
          {list.markError}
        </p>
      )}

      <div ref={cards} className="read-cards" aria-busy={list.loading}>
        {list.loading ? (
          <p className="read-empty">Loading…</p>
        ) : items.length === 0 ? (
          <p className="read-empty">{emptyText(filters)}</p>
        ) : (
          items.map((item) => (
            <ReadCard
              key={item.id}
              item={item}
              view={filters.view}
              busy={list.busy.has(item.id)}
              onMark={(body) => mark(item, body)}
            />
          ))
        )}
      </div>
      {list.more && (
        <button type="button" className="button read-button read-more" onClick={list.showMore}>
          Show more
        </button>
      )}

      <div className="read-undo" role="status">
        {lastMark && (
          <p className="read-undo__bar">
            <span>
              Marked {lastMark.item.name} ({amountText(lastMark.item)}) {lastMark.read ? 'read' : 'unread'}.
            </span>
            <button
              type="button"
              className="button button--primary read-button"
              onClick={() => void list.undo()}
            >
              Undo
            </button>
            <button type="button" className="button read-undo__close" onClick={list.dismissUndo}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Dismiss</span>
            </button>
          </p>
        )}
      </div>

      <ScreenFooter className="read-footer" onSignOut={onSignOut} />
    </>
  );
}
