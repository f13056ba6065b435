import { useReducer } from 'react';
import type { CreateTicketOrderBody } from '../../../contracts/tickets';
import type { PaymentButtonsProps } from '../payment-buttons';
import { captureTicketOrder, createTicketOrder, TicketCallError } from './ticket-api';
import { initialTicketFlow, ticketFlowReducer } from './ticket-flow';

function messageOf(error: unknown): string | undefined {
  if (error instanceof TicketCallError) return error.serverMessage;
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}

/**
 * The purchase flow of one ticket page: its state, the buttons' actions and what the payment widget
 * calls. `body` is the order as the form holds it now; it is sent when the payer starts paying.
 */
export function useTicketPurchase(body: CreateTicketOrderBody) {
  const [state, dispatch] = useReducer(ticketFlowReducer, initialTicketFlow);

  const payment: PaymentButtonsProps = {
    async createOrder() {
      try {
        return await createTicketOrder(body);
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
        await captureTicketOrder(orderID);
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
    agree: () => dispatch({ type: 'agree' }),
    goBack: () => dispatch({ type: 'go-back' }),
  };
}
