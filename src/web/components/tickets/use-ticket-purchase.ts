import { useReducer } from 'react';
import type { CreateTicketOrderBody } from '../../../contracts/tickets';
import type { FormProblem } from '../../../domain/form-problems';
import { paymentHandlers } from '../use-payment-handlers';
import type { ShownProblems } from './error-list';
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
    checkout: (errors: readonly FormProblem[]) => dispatch({ type: 'checkout', errors }),
    /**
     * What the form lists of `problems` (the form's errors as it is now): nothing until Checkout has
     * found some, then every one, as the buyer fixes them (docs/product/tickets.md, "Checkout errors").
     */
    shownProblems: (problems: readonly FormProblem[]): ShownProblems => ({
      problems: state.failedCheckouts > 0 ? problems : [],
      attempt: state.failedCheckouts,
    }),
    agree: () => dispatch({ type: 'agree' }),
    goBack: () => dispatch({ type: 'go-back' }),
    tryAgain: () => dispatch({ type: 'try-again' }),
  };
}
