import { useReducer } from 'react';
import type { CreateTicketOrderBody } from '../../../contracts/tickets';
import { paymentHandlers } from '../use-payment-handlers';
import { ticketOrders } from './ticket-api';
import { initialTicketFlow, ticketFlowReducer } from './ticket-flow';

/**
 * The purchase flow of one ticket page: its state, the buttons' actions and what the payment widget
 * calls. `body` is the order as the form holds it now; it is sent when the payer starts paying.
 */
export function useTicketPurchase(body: CreateTicketOrderBody) {
  const [state, dispatch] = useReducer(ticketFlowReducer, initialTicketFlow);
  return {
    state,
    payment: paymentHandlers(dispatch, {
      create: () => ticketOrders.create(body),
      capture: ticketOrders.capture,
    }),
    checkout: (errors: readonly string[]) => dispatch({ type: 'checkout', errors }),
    agree: () => dispatch({ type: 'agree' }),
    goBack: () => dispatch({ type: 'go-back' }),
  };
}
