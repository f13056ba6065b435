import { useReducer } from 'react';
import type { CreateDonationBody } from '../../../contracts/donations';
import type { PaymentButtonsProps } from '../../components/payment-buttons';
import { captureDonationOrder, createDonationOrder, DonationCallError } from './donation-api';
import { donationFlowReducer, initialDonationFlow } from './donation-flow';

function messageOf(error: unknown): string | undefined {
  if (error instanceof DonationCallError) return error.serverMessage;
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}

/**
 * The donation flow of the page: its state, the buttons' actions and what the payment widget calls.
 * `body` is the donation as the form holds it now; it is sent when the payer starts paying.
 */
export function useDonation(body: CreateDonationBody) {
  const [state, dispatch] = useReducer(donationFlowReducer, initialDonationFlow);

  const payment: PaymentButtonsProps = {
    async createOrder() {
      try {
        return await createDonationOrder(body);
      } catch (error) {
        // Shown at once with the server's text; the widget then reports the same failure, which the
        // flow ignores because it already shows this one.
        dispatch({ type: 'failed', message: messageOf(error) });
        throw error;
      }
    },
    async onApprove(orderID) {
      dispatch({ type: 'payer-approved' });
      try {
        await captureDonationOrder(orderID);
        dispatch({ type: 'captured' });
      } catch (error) {
        dispatch({ type: 'failed', message: messageOf(error) });
      }
    },
    onError(message) {
      dispatch({ type: 'failed', message });
    },
  };

  return {
    state,
    payment,
    checkout: (errors: readonly string[]) => dispatch({ type: 'checkout', errors }),
    goBack: () => dispatch({ type: 'go-back' }),
  };
}
