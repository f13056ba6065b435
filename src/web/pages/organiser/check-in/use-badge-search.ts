import { useEffect, useState } from 'react';
import {
  badgeSearchResponseSchema,
  type DoorBadge,
  MAX_SEARCH_RESULTS,
} from '../../../../contracts/check-in';
import { badgeMatches } from '../../../../domain/tickets/badge-lookup';
import { ApiError } from '../../../lib/api';
import { failureText, organiserGet } from '../organiser-api';

export interface BadgeSearch {
  badges: DoorBadge[];
  more: boolean;
  /** Found in the list loaded before the connection dropped, not asked of the server. */
  offline: boolean;
  error: string | null;
}

// Waits for a pause in typing before asking the server.
const TYPING_PAUSE_MS = 250;

/** Searches the last loaded list of every badge with the server's own rule, for when there is no connection. */
function searchLoaded(query: string, everyone: readonly DoorBadge[]): BadgeSearch {
  const found = everyone.filter((badge) => badgeMatches(query, badge));
  return {
    badges: found.slice(0, MAX_SEARCH_RESULTS),
    more: found.length > MAX_SEARCH_RESULTS,
    offline: true,
    error: null,
  };
}

/**
 * Badges matching what the volunteer typed (part of a name or a code): asked of the server, or found in
 * `everyone` (the list loaded while online) when the phone is offline. Null while nothing is typed.
 */
export function useBadgeSearch(
  token: string,
  query: string,
  everyone: readonly DoorBadge[],
): BadgeSearch | null {
  const [result, setResult] = useState<BadgeSearch | null>(null);
  const trimmed = query.trim();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `everyone` is only the offline fallback; its reloads need no new search.
  useEffect(() => {
    if (trimmed === '') {
      setResult(null);
      return;
    }
    if (!navigator.onLine) {
      setResult(searchLoaded(trimmed, everyone));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      organiserGet(
        '/api/organiser/check-in/search',
        token,
        { query: trimmed },
        badgeSearchResponseSchema,
        controller.signal,
      ).then(
        (answer) => setResult({ ...answer, offline: false, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 0) setResult(searchLoaded(trimmed, everyone));
          else setResult({ badges: [], more: false, offline: false, error: failureText(error) });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [token, trimmed]);
  return result;
}
