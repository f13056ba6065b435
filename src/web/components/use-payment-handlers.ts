import { paymentErrorMessage } from '../lib/payment-orders';
import type { PaymentButtonsProps } from './payment-buttons';

/** The steps of a payment that both the ticket and the donation flows take. */
export type PaymentAction =
  | { type: 'payer-approved' }
  | { type: 'captured' }
  | { type: 'failed'; message?: string | undefined };

export interface PaymentCalls {
  /** Creates the payment order from what the form holds now; resolves to its id. */
  create(): Promise<string>;
  capture(orderID: string): Promise<void>;
}

/** What the payment widget calls, wired to a flow: 'Waiting for server...', then approved or the error. */
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
      try {
        await calls.capture(orderID);
        dispatch({ type: 'captured' });
      } catch (error) {
        dispatch({ type: 'failed', message: paymentErrorMessage(error) });
      }
    },
    onError(message) {
      dispatch({ type: 'failed', message });
    },
  };
}
