import { ticketFlowTexts } from '../../../../content/ticket-pages';
import { type CaptureOutcome, paymentErrorMessage } from '../../lib/payment-orders';
import type { PaymentButtonsProps } from '../payment-buttons';
import type { CheckoutAction, CheckoutState } from './checkout-flow';
import { type ConfirmOptions, confirmCapture, type FinalCapture } from './confirm-capture';
import { type CheckoutKind, forgetOrder, rememberOrder } from './order-in-progress';

// What the payment widget calls, and how an approved order is confirmed, wired to the checkout flow
// (docs/decisions/035-one-checkout-flow.md): create, approve, then ask the capture route until it
// answers clearly, then the result screen.

export interface CheckoutCalls {
  /** Creates the payment order from what the form holds now; resolves to its id. */
  create(): Promise<string>;
  capture(orderID: string): Promise<CaptureOutcome>;
}

export interface CheckoutWiring {
  kind: CheckoutKind;
  calls: CheckoutCalls;
  dispatch(action: CheckoutAction): void;
  /** The flow's state as it is now (the widget calls back long after a render). */
  state(): CheckoutState;
  confirm?: Omit<ConfirmOptions, 'onUnclear'>;
}

function actionOf(final: FinalCapture): CheckoutAction {
  switch (final.kind) {
    case 'captured':
      return final.held ? { type: 'captured', held: true } : { type: 'captured' };
    // PayPal holds the payment, or the server could not say yet: the sweep settles it and the email
    // follows, so the pending screen, never an invitation to pay again.
    case 'pending':
    case 'still-unclear':
      return { type: 'pending' };
    case 'instrument-declined':
      return { type: 'declined', message: ticketFlowTexts.declinedNote };
    case 'refused':
      return { type: 'refused', message: final.message };
  }
}

/** Asks the capture route for `orderId` until a clear answer, then moves the flow to its result. */
export async function confirmOrder(wiring: CheckoutWiring, orderId: string): Promise<FinalCapture> {
  const final = await confirmCapture(() => wiring.calls.capture(orderId), {
    ...wiring.confirm,
    onUnclear: () => wiring.dispatch({ type: 'capture-unclear' }),
  });
  forgetOrder(wiring.kind);
  wiring.dispatch(actionOf(final));
  return final;
}

export function paymentHandlers(wiring: CheckoutWiring): PaymentButtonsProps {
  const { dispatch, calls } = wiring;
  return {
    async createOrder() {
      // After a decline PayPal may ask for an order again: it is paid on the one the payer approved.
      const approved = wiring.state().orderId;
      if (approved !== undefined) return approved;
      try {
        return await calls.create();
      } catch (error) {
        // Shown at once with the server's text; the widget then reports the same failure, which the
        // flow ignores because it already shows this one.
        dispatch({ type: 'failed', message: paymentErrorMessage(error) });
        throw error;
      }
    },
    async onApprove(orderID) {
      // Kept before the capture call, so an answer lost to a reload is asked for again on load.
      rememberOrder(wiring.kind, orderID);
      dispatch({ type: 'payer-approved', orderId: orderID });
      const final = await confirmOrder(wiring, orderID);
      return final.kind === 'instrument-declined' ? 'restart' : undefined;
    },
    onError(message) {
      dispatch({ type: 'failed', message });
    },
  };
}
