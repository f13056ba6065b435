import { type EmailBlastBody, emailBlastResponseSchema } from '../../../contracts/organiser';
import type { JsonAnswer } from '../../lib/api';

// The email-blast form's values and the answers it shows (docs/product/organisers.md, "Email blast").

export interface BlastForm {
  pass: string;
  subject: string;
  text: string;
  /** Empty: send to the chosen audiences; an address: send only there (a test). */
  email: string;
  regular: boolean;
  livestream: boolean;
}

export const emptyBlastForm: BlastForm = {
  pass: '',
  subject: '',
  text: '',
  email: '',
  regular: false,
  livestream: false,
};

export function blastBody(form: BlastForm): EmailBlastBody {
  const email = form.email.trim();
  return {
    pass: form.pass,
    subject: form.subject,
    text: form.text,
    email: email === '' ? null : email,
    regular: form.regular,
    livestream: form.livestream,
  };
}

/** The alert the product asks for: 200 'SUCCESS', 403 'BAD PASS', anything else 'UNKNOWN ERROR'. */
export function blastAlert(status: number): 'SUCCESS' | 'BAD PASS' | 'UNKNOWN ERROR' {
  if (status === 200) return 'SUCCESS';
  if (status === 403) return 'BAD PASS';
  return 'UNKNOWN ERROR';
}

/** The line left under the form after the alert, saying what happened in words. */
export function blastOutcome(answer: JsonAnswer): { text: string; error: boolean } {
  if (answer.status === 200) {
    const parsed = emailBlastResponseSchema.safeParse(answer.body);
    if (!parsed.success) return { text: 'Sent.', error: false };
    const { recipients, skipped } = parsed.data;
    const people = `${recipients} ${recipients === 1 ? 'recipient' : 'recipients'}`;
    const left =
      skipped > 0
        ? ` ${skipped} stored address${skipped === 1 ? ' was' : 'es were'} not valid and left out.`
        : '';
    return { text: `Queued for ${people}; the dashboard shows when they are sent.${left}`, error: false };
  }
  if (answer.status === 403) return { text: 'The password is wrong. Nothing was sent.', error: true };
  if (answer.status === 0) return { text: 'The server could not be reached. Nothing was sent.', error: true };
  const error =
    typeof answer.body === 'object' && answer.body !== null && 'error' in answer.body
      ? String((answer.body as { error: unknown }).error)
      : `The server answered ${answer.status}.`;
  return { text: `${error} Nothing was sent.`, error: true };
}
