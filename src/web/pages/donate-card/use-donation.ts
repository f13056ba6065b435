import { useReducer } from 'react';
import type { CreateDonationBody } from '../../../contracts/donations';
import { paymentHandlers } from '../../components/use-payment-handlers';
import { donationOrders } from './donation-api';
import { donationFlowReducer, initialDonationFlow } from './donation-flow';

/**
 * The donation flow of the page: its state, the buttons' actions and what the payment widget calls.
 * `body` is the donation as the form holds it now; it is sent when the payer starts paying.
 */
export function useDonation(body: CreateDonationBody) {
  const [state, dispatch] = useReducer(donationFlowReducer, initialDonationFlow);
  return {
    state,
    payment: paymentHandlers(dispatch, {
      create: () => donationOrders.create(body),
      capture: donationOrders.capture,
    }),
    checkout: (errors: readonly unknown[]) => dispatch({ type: 'checkout', errors }),
    goBack: () => dispatch({ type: 'go-back' }),
    tryAgain: () => dispatch({ type: 'try-again' }),
  };
}
