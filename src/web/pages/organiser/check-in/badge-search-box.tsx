import { useId, useState } from 'react';
import type { DoorBadge } from '../../../../contracts/check-in';
import { looksLikeBadgeCode, normaliseBadgeCode } from '../../../../domain/tickets/badge-lookup';
import { ticketLabel } from './door-labels';
import { useBadgeSearch } from './use-badge-search';

interface BadgeSearchBoxProps {
  token: string;
  /** Every badge as last loaded, searched when the phone is offline. */
  loadedBadges: readonly DoorBadge[];
  onPick(badge: DoorBadge): void;
  /** A whole code typed and Enter pressed: looked up like a scan. */
  onCode(code: string): void;
  /** A new search begins: the previous person's card must not stay above its results. */
  onSearch(): void;
}

/** Search by part of a name or a code; a tap on a result shows its card. */
export function BadgeSearchBox({ token, loadedBadges, onPick, onCode, onSearch }: BadgeSearchBoxProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const result = useBadgeSearch(token, query, loadedBadges);
  const pick = (badge: DoorBadge) => {
    setQuery('');
    onPick(badge);
  };
  return (
    <form
      className="org-form door-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (looksLikeBadgeCode(query)) {
          onCode(normaliseBadgeCode(query));
          setQuery('');
        } else if (result?.badges.length === 1 && result.badges[0]) {
          pick(result.badges[0]);
        }
      }}
    >
      <label htmlFor={`${id}-query`}>Search by name or code</label>
      <input
        id={`${id}-query`}
        type="search"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => {
          const next = event.target.value;
          if (query.trim() === '' && next.trim() !== '') onSearch();
          setQuery(next);
        }}
      />
      {result && (
        <div className="door-results" aria-live="polite">
          {result.error && <p className="door-results__note door-results__note--error">{result.error}</p>}
          {result.offline && (
            <p className="door-results__note">Offline: searching the list loaded earlier.</p>
          )}
          {!result.error && result.badges.length === 0 && (
            <p className="door-results__note">No badge matches “{query.trim()}”.</p>
          )}
          {result.badges.length > 0 && (
            <ul className="door-results__list" aria-label="Matching badges">
              {result.badges.map((badge) => (
                <li key={badge.code}>
                  <button type="button" className="door-result" onClick={() => pick(badge)}>
                    <span className="door-result__name">{badge.name.trim() || '(no name)'}</span>
                    <span className="door-result__meta">
                      {ticketLabel(badge.ticketType)} · <span className="door-code">{badge.code}</span>
                      {badge.refunded ? ' · refunded' : badge.checkedInAt ? ' · checked in' : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {result.more && <p className="door-results__note">More match: type more of the name.</p>}
        </div>
      )}
    </form>
  );
}
