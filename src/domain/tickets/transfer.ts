// Passing one ticket to another person (docs/product/order-page-and-retention.md, "Passing a ticket on"):
// the new holder's name and address, checked by the same rules on the order page, the organisers' desk
// and the server, with the same sentences.
import { isValidEmail } from '../email';
import type { FormProblem } from '../form-problems';
import { isNameTooLong } from '../name-length';
import { MAX_BADGE_NAME_LENGTH } from './limits';

export interface TicketTransfer {
  /** The new holder's name: on the badge for an in-person ticket. */
  name: string;
  /** The new holder's address: their own ticket email goes there. */
  email: string;
}

export type TransferField = 'name' | 'email';

/** The form's labels, which the messages name. */
export const transferFieldLabels: Record<TransferField, string> = {
  name: 'New holder’s name',
  email: 'New holder’s email',
};

/** What is wrong with a transfer's fields, in the form's order; none: it may go ahead. */
export function transferProblems(transfer: TicketTransfer): FormProblem<TransferField>[] {
  const problems: FormProblem<TransferField>[] = [];
  const name = transfer.name.trim();
  if (name === '')
    problems.push({
      field: 'name',
      message: `Must fill out the required field: ${transferFieldLabels.name}`,
    });
  else if (isNameTooLong(name, MAX_BADGE_NAME_LENGTH))
    problems.push({
      field: 'name',
      message: `${transferFieldLabels.name} is too long (at most ${MAX_BADGE_NAME_LENGTH} characters).`,
    });
  if (transfer.email.trim() === '')
    problems.push({
      field: 'email',
      message: `Must fill out the required field: ${transferFieldLabels.email}`,
    });
  else if (!isValidEmail(transfer.email))
    problems.push({ field: 'email', message: 'Must enter a valid email address for the new holder.' });
  return problems;
}
