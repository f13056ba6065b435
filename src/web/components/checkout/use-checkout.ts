import { useEffect, useReducer, useRef } from 'react';
import { checkoutReducer, initialCheckout } from './checkout-flow';
import { orderInProgress } from './order-in-progress';
import { type CheckoutCalls, type CheckoutWiring, confirmOrder, paymentHandlers } from './payment-handlers';

/**
 * The checkout of one page: its state, the buttons' actions and what the payment widget calls. A page
 * loaded with an approved order of its kind still unconfirmed resumes it (asks the capture route again)
 * instead of showing a fresh form (docs/decisions/035-one-checkout-flow.md).
 */
export function useCheckout(kind: CheckoutWiring['kind'], withTerms: boolean, calls: CheckoutCalls) {
  const [state, dispatch] = useReducer(checkoutReducer, withTerms, initialCheckout);
  const latest = useRef({ state, calls });
  latest.current = { state, calls };
  const wiring: CheckoutWiring = {
    kind,
    dispatch,
    state: () => latest.current.state,
    calls: {
      create: () => latest.current.calls.create(),
      capture: (orderID) => latest.current.calls.capture(orderID),
    },
  };

  // After the first render, which must match the server's (the pages are server rendered and hydrated:
  // docs/decisions/024-own-router-and-server-rendering.md). Once per page load: a second ask from
  // React's development double effects would be harmless (the route is idempotent) but is not needed.
  const resumed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the storage at load decides a resume.
  useEffect(() => {
    const orderId = orderInProgress(kind);
    if (resumed.current || orderId === undefined) return;
    resumed.current = true;
    dispatch({ type: 'resume', orderId });
    void confirmOrder(wiring, orderId);
  }, []);

  return {
    state,
    payment: paymentHandlers(wiring),
    checkout: (errors: readonly unknown[]) => dispatch({ type: 'checkout', errors }),
    agree: () => dispatch({ type: 'agree' }),
    goBack: () => dispatch({ type: 'go-back' }),
    tryAgain: () => dispatch({ type: 'try-again' }),
  };
}

/** What the payment step needs of a page's checkout: where it is, the buttons' handlers, Go Back. */
export type PaymentFlow = Pick<ReturnType<typeof useCheckout>, 'state' | 'payment' | 'goBack'>;
