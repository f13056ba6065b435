// The donation flow (docs/product/payments.md) as a reducer: browsing, checkout, submitted, then
// approved, pending or error. The page renders the step it is in; every event that can move it (a
// button, the payment widget, a server answer) is an action, and an action that does not fit the
// current step changes nothing, so a late callback from the payment widget cannot pull the donor out of
// a finished donation. Unlike the ticket flow there are no terms: Checkout goes straight to the summary
// and the payment buttons.

export type DonationStep = 'browsing' | 'checkout' | 'submitted' | 'approved' | 'pending' | 'error';

export interface DonationFlowState {
  step: DonationStep;
  /** What the error screen says after 'An error occured: '; undefined shows 'Unknown error.'. */
  errorMessage?: string;
  /** Back on checkout after the payer's card or account was declined: the buttons say so. */
  declined?: true;
}

export type DonationFlowAction =
  /** The donor pressed Checkout; `errors` are the checkout errors of the form as it is. */
  | { type: 'checkout'; errors: readonly unknown[] }
  /** 'Go Back' on checkout or on the error screen: the form, as the donor left it. */
  | { type: 'go-back' }
  /** 'Try again' on the error screen: checkout again with the same donation. */
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

export const initialDonationFlow: DonationFlowState = { step: 'browsing' };

export function donationFlowReducer(state: DonationFlowState, action: DonationFlowAction): DonationFlowState {
  switch (action.type) {
    case 'checkout':
      // The button is disabled while there are errors; this guards a submit by Enter all the same.
      return state.step === 'browsing' && action.errors.length === 0 ? { step: 'checkout' } : state;
    case 'go-back':
      return state.step === 'checkout' || state.step === 'error' ? { step: 'browsing' } : state;
    case 'try-again':
      return state.step === 'error' ? { step: 'checkout' } : state;
    case 'payer-approved':
      return state.step === 'checkout' ? { step: 'submitted' } : state;
    case 'captured':
      return state.step === 'submitted' ? { step: 'approved' } : state;
    case 'pending':
      return state.step === 'submitted' ? { step: 'pending' } : state;
    case 'declined':
      return state.step === 'submitted' ? { step: 'checkout', declined: true } : state;
    case 'failed':
      // The first failure is the one to show: a failed order creation is also reported by the widget.
      // A pending payment is never turned into an error that would invite paying again.
      if (state.step !== 'checkout' && state.step !== 'submitted') return state;
      return action.message === undefined
        ? { step: 'error' }
        : { step: 'error', errorMessage: action.message };
  }
}
