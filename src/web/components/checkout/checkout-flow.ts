// The one checkout flow of the pages that take money (both ticket pages and /donate/card), as a pure
// reducer: the page renders the step it is in, and every event that can move it (a button, the payment
// widget, a server answer) is an action. An action that does not fit the step changes nothing, so a late
// callback from the payment widget cannot pull the payer out of a finished purchase.
//
// The rule it keeps (docs/decisions/035-one-checkout-flow.md): once the payer has approved, the page
// never starts another PayPal order for that purchase. The approved order's id stays in the state, so
// the only way to a new order is Go Back from a step where PayPal holds nothing of this one.

type CheckoutStep =
  | 'browsing'
  | 'terms'
  | 'checkout'
  /** The payer approved; the page asks the server to capture until it gets a clear answer. */
  | 'confirming'
  | 'approved'
  | 'pending'
  /** Refused after approval (nothing was charged): final, no Try again. */
  | 'refused'
  /** Failed before approval: Try again opens checkout again. */
  | 'error';

export interface CheckoutState {
  step: CheckoutStep;
  /** The ticket pages ask to agree to their terms between the form and checkout; donations do not. */
  withTerms: boolean;
  /**
   * Presses of Checkout that found errors since the buyer last left the form. From the first, the form
   * lists its errors as they are now (they update as the buyer fixes them); each press moves focus there.
   */
  failedCheckouts: number;
  /** What the error screen says after 'An error occured: '; undefined shows 'Unknown error.'. */
  errorMessage?: string;
  /** Back on checkout after the payer's card or account was declined: the buttons say so. */
  declined?: true;
  /** The order the payer approved: any further payment of this purchase is on this order. */
  orderId?: string;
  /** A capture answer was lost or unclear and the page is asking again. */
  retrying?: true;
  /** Resumed after a reload: no PayPal window is open, so a decline cannot be retried in it. */
  resumed?: true;
  /** Approved donation whose name and message screening holds for a moderator. */
  held?: true;
}

export type CheckoutAction =
  /** The buyer pressed Checkout; `errors` are the validation errors of the form as it is. */
  | { type: 'checkout'; errors: readonly unknown[] }
  /** 'I agree to the terms and conditions.' */
  | { type: 'agree' }
  /** 'Go Back' on the terms, checkout, error or refused screen: the form, as the buyer left it. */
  | { type: 'go-back' }
  /** 'Try again' on the error screen: checkout again (the terms are agreed already). */
  | { type: 'try-again' }
  /** The page loaded while `orderId` was being confirmed: it asks again instead of showing the form. */
  | { type: 'resume'; orderId: string }
  /** The payer approved `orderId` in the widget; the capture call runs next. */
  | { type: 'payer-approved'; orderId: string }
  /** The capture answer was lost or unclear; it is asked again for the same order. */
  | { type: 'capture-unclear' }
  /** The capture call answered 201. */
  | { type: 'captured'; held?: true }
  /** The capture call answered 202, or stayed unclear: the payment follows by email. */
  | { type: 'pending' }
  /** The capture call said INSTRUMENT_DECLINED. */
  | { type: 'declined'; message: string }
  /** The capture was refused for good after approval. */
  | { type: 'refused'; message?: string | undefined }
  /** Order creation failed, or the payment widget reported an error, before approval. */
  | { type: 'failed'; message?: string | undefined };

export const initialCheckout = (withTerms: boolean): CheckoutState => ({
  step: 'browsing',
  withTerms,
  failedCheckouts: 0,
});

const withMessage = (state: CheckoutState, message: string | undefined): CheckoutState =>
  message === undefined ? state : { ...state, errorMessage: message };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  const at = (step: CheckoutStep): CheckoutState => ({
    step,
    withTerms: state.withTerms,
    failedCheckouts: 0,
  });
  const keepingOrder = (step: CheckoutStep): CheckoutState =>
    state.orderId === undefined ? at(step) : { ...at(step), orderId: state.orderId };
  switch (action.type) {
    case 'checkout':
      if (state.step !== 'browsing') return state;
      if (action.errors.length > 0) return { ...state, failedCheckouts: state.failedCheckouts + 1 };
      return at(state.withTerms ? 'terms' : 'checkout');
    case 'agree':
      return state.step === 'terms' ? at('checkout') : state;
    case 'go-back':
      // Leaving a purchase PayPal holds nothing of (never approved, declined, or refused): the form,
      // and any later Checkout is a new purchase.
      return state.step === 'checkout' ||
        state.step === 'terms' ||
        state.step === 'error' ||
        state.step === 'refused'
        ? at('browsing')
        : state;
    case 'try-again':
      return state.step === 'error' ? keepingOrder('checkout') : state;
    case 'resume':
      return state.step === 'browsing'
        ? { ...at('confirming'), orderId: action.orderId, retrying: true, resumed: true }
        : state;
    case 'payer-approved':
      return state.step === 'checkout' ? { ...at('confirming'), orderId: action.orderId } : state;
    case 'capture-unclear':
      return state.step === 'confirming' ? { ...state, retrying: true } : state;
    case 'captured':
      if (state.step !== 'confirming') return state;
      return action.held ? { ...at('approved'), held: true } : at('approved');
    case 'pending':
      return state.step === 'confirming' ? at('pending') : state;
    case 'declined':
      if (state.step !== 'confirming') return state;
      // In a live window PayPal offers another way to pay on the same order (actions.restart()); after a
      // reload there is no window to reopen, so the decline is final.
      return state.resumed
        ? { ...at('refused'), errorMessage: action.message }
        : { ...keepingOrder('checkout'), declined: true };
    case 'refused':
      return state.step === 'confirming' ? withMessage(at('refused'), action.message) : state;
    case 'failed':
      // The first failure is the one to show: a failed order creation is also reported by the widget.
      // After approval only the capture's answer decides, so nothing there turns into an invitation to
      // pay again.
      return state.step === 'checkout' ? withMessage(keepingOrder('error'), action.message) : state;
  }
}
