import type { CreateTicketOrderBody } from '../../../contracts/tickets';
import type { FormProblem } from '../../../domain/form-problems';
import { useCheckout } from '../checkout/use-checkout';
import type { ShownProblems } from './error-list';
import { ticketOrders } from './ticket-api';

/**
 * The purchase flow of one ticket page (the shared checkout flow, with terms). `body` is the order as
 * the form holds it now; it is sent when the payer starts paying.
 */
export function useTicketPurchase(kind: 'in-person' | 'livestream', body: CreateTicketOrderBody) {
  const checkout = useCheckout(kind, true, {
    create: () => ticketOrders.create(body),
    capture: ticketOrders.capture,
  });
  return {
    ...checkout,
    /**
     * What the form lists of `problems` (the form's errors as it is now): nothing until Checkout has
     * found some, then every one, as the buyer fixes them (docs/product/tickets.md, "Checkout errors").
     */
    shownProblems: (problems: readonly FormProblem[]): ShownProblems => ({
      problems: checkout.state.failedCheckouts > 0 ? problems : [],
      attempt: checkout.state.failedCheckouts,
    }),
  };
}
