import { ticketFlowTexts } from '../../../../content/ticket-pages';
import type { FormProblem } from '../../../domain/form-problems';
import { ProblemList } from '../problem-list';

/** What a ticket form shows of its Checkout errors; see useTicketPurchase's `shownProblems`. */
export interface ShownProblems {
  problems: readonly FormProblem[];
  /** How many times Checkout found problems: focus moves to the list each time. */
  attempt: number;
}

/**
 * The Checkout errors, all together (docs/product/tickets.md, "Checkout errors"): shown from the first
 * Checkout that finds any, then kept up to date as the buyer fixes them.
 */
export function ErrorList({ shown, fieldId }: { shown: ShownProblems; fieldId(field: string): string }) {
  return (
    <ProblemList
      intro={ticketFlowTexts.errorsIntro}
      problems={shown.problems}
      fieldId={fieldId}
      className="error-list"
      focusKey={shown.attempt}
    />
  );
}
