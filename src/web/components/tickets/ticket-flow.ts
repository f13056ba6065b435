// The ticket purchase flow of both ticket pages (docs/product/payments.md) as a reducer: the page renders
// the step it is in, and every event that can move it (a button, the payment widget, a server answer) is
// an action. An action that does not fit the current step changes nothing, so a late callback from the
// payment widget cannot pull the buyer back out of a finished purchase.

export type TicketStep = 'browsing' | 'terms' | 'checkout' | 'submitted' | 'approved' | 'pending' | 'error';

export interface TicketFlowState {
  step: TicketStep;
  /**
   * Presses of Checkout that found errors since the buyer last left the form. From the first, the form
   * lists its errors as they are now (they update as the buyer fixes them); each press moves focus there.
   */
  failedCheckouts: number;
  /** What the error screen says after 'An error occured: '; undefined shows 'Unknown error.'. */
  errorMessage?: string;
  /** Back on checkout after the payer's card or account was declined: the buttons say so. */
  declined?: true;
}

export type TicketFlowAction =
  /** The buyer pressed Checkout; `errors` are the validation errors of the form as it is. */
  | { type: 'checkout'; errors: readonly unknown[] }
  /** 'I agree to the terms and conditions.' */
  | { type: 'agree' }
  /** 'Go Back' on the terms, on checkout or on the error screen: the form, as the buyer left it. */
  | { type: 'go-back' }
  /** 'Try again' on the error screen: checkout again, with the same order (the terms are agreed already). */
  | { type: 'try-again' }
  /** The payer approved the payment in the widget; the capture call runs next. */
  | { type: 'payer-approved' }
  /** The capture call answered 201. */
  | { type: 'captured' }
  /** The capture call answered 202: PayPal holds the payment as pending. */
  | { type: 'pending' }
  /** The capture call said INSTRUMENT_DECLINED: PayPal's window reopens on the same order. */
  | { type: 'declined' }
  /** Order creation or capture failed otherwise, or the payment widget reported an error. */
  | { type: 'failed'; message?: string | undefined };

export const initialTicketFlow: TicketFlowState = { step: 'browsing', failedCheckouts: 0 };

export function ticketFlowReducer(state: TicketFlowState, action: TicketFlowAction): TicketFlowState {
  const at = (step: TicketStep): TicketFlowState => ({ step, failedCheckouts: 0 });
  switch (action.type) {
    case 'checkout':
      if (state.step !== 'browsing') return state;
      return action.errors.length > 0
        ? { step: 'browsing', failedCheckouts: state.failedCheckouts + 1 }
        : at('terms');
    case 'agree':
      return state.step === 'terms' ? at('checkout') : state;
    case 'go-back':
      // Go Back is on the checkout step; the terms step and the error screen offer the same way out.
      return state.step === 'checkout' || state.step === 'terms' || state.step === 'error'
        ? at('browsing')
        : state;
    case 'try-again':
      return state.step === 'error' ? at('checkout') : state;
    case 'payer-approved':
      return state.step === 'checkout' ? at('submitted') : state;
    case 'captured':
      return state.step === 'submitted' ? at('approved') : state;
    case 'pending':
      return state.step === 'submitted' ? at('pending') : state;
    case 'declined':
      return state.step === 'submitted' ? { ...at('checkout'), declined: true } : state;
    case 'failed':
      // The first failure is the one to show: a failed order creation is also reported by the widget.
      // A pending payment is never turned into an error that would invite paying again.
      if (state.step === 'error' || state.step === 'approved' || state.step === 'pending') return state;
      return action.message === undefined ? at('error') : { ...at('error'), errorMessage: action.message };
  }
}
