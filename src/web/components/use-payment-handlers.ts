import { type CaptureOutcome, paymentErrorMessage } from '../lib/payment-orders';
import type { PaymentButtonsProps } from './payment-buttons';

/** The steps of a payment that both the ticket and the donation flows take. */
export type PaymentAction =
  | { type: 'payer-approved' }
  | { type: 'captured' }
  /** PayPal holds the payment as pending; the server records it when PayPal completes it. */
  | { type: 'pending' }
  /** The payer's card or account was declined; PayPal's window reopens on the same order. */
  | { type: 'declined' }
  | { type: 'failed'; message?: string | undefined };

export interface PaymentCalls {
  /** Creates the payment order from what the form holds now; resolves to its id. */
  create(): Promise<string>;
  capture(orderID: string): Promise<CaptureOutcome>;
}

const actionOf: Record<CaptureOutcome, PaymentAction> = {
  captured: { type: 'captured' },
  pending: { type: 'pending' },
  'instrument-declined': { type: 'declined' },
};

/**
 * What the payment widget calls, wired to a flow: 'Waiting for server...', then approved, pending, back
 * to checkout after a declined card, or the error (docs/product/payments.md).
 */
export function paymentHandlers(
  dispatch: (action: PaymentAction) => void,
  calls: PaymentCalls,
): PaymentButtonsProps {
  return {
    async createOrder() {
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
      dispatch({ type: 'payer-approved' });
      let outcome: CaptureOutcome;
      try {
        outcome = await calls.capture(orderID);
      } catch (error) {
        dispatch({ type: 'failed', message: paymentErrorMessage(error) });
        return undefined;
      }
      dispatch(actionOf[outcome]);
      return outcome === 'instrument-declined' ? 'restart' : undefined;
    },
    onError(message) {
      dispatch({ type: 'failed', message });
    },
  };
}
