import { useEffect, useState } from 'react';
import { type OrderView, orderViewSchema } from '../../../contracts/order-page';
import { ApiError, getJson, messageOf } from '../../lib/api';

// The order the page's address opens (docs/product/order-page-and-retention.md). The server renders the
// page without it (its address is the key, and rendered pages are shared), so it is read once the page
// runs: the token is taken from the address bar, never from anything the server wrote.

export type OrderState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  /** A viewer's ticket given to another address: what happened and whom to write to (a 410). */
  | { kind: 'moved'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; token: string; view: OrderView };

/** The token in /order/{token}. */
const tokenOfPath = (pathname: string) => decodeURIComponent(pathname.split('/')[2] ?? '');

export function useOrder(): [OrderState, (view: OrderView) => void, (moved: string) => void] {
  const [state, setState] = useState<OrderState>({ kind: 'loading' });
  useEffect(() => {
    const token = tokenOfPath(window.location.pathname);
    const controller = new AbortController();
    getJson(`/api/order/${encodeURIComponent(token)}`, orderViewSchema, controller.signal).then(
      (view) => setState({ kind: 'ready', token, view }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'missing' });
        else if (error instanceof ApiError && error.status === 410)
          setState({ kind: 'moved', message: error.message });
        else setState({ kind: 'failed', message: messageOf(error, 'Your order could not be loaded.') });
      },
    );
    return () => controller.abort();
  }, []);
  return [
    state,
    (view) => setState((current) => (current.kind === 'ready' ? { ...current, view } : current)),
    (message) => setState({ kind: 'moved', message }),
  ];
}
