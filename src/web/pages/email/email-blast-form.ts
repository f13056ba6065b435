import {
  type BlastAudienceBody,
  type BlastRecipientCount,
  type EmailBlastBody,
  emailBlastResponseSchema,
} from '../../../contracts/organiser';
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

/** The count call's body: the audiences a send to them would reach (asked before sending, not for a test). */
export function audienceBody(form: BlastForm): BlastAudienceBody {
  return { pass: form.pass, regular: form.regular, livestream: form.livestream };
}

/** Who the chosen audiences are, in words. */
function audienceWords(blast: Pick<EmailBlastBody, 'regular' | 'livestream'>): string {
  const buyers = 'every in-person ticket buyer';
  const viewers = 'every livestream ticket address';
  if (blast.regular && blast.livestream) return `${buyers} and ${viewers}`;
  return blast.regular ? buyers : viewers;
}

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
const addresses = (n: number, verb: 'is' | 'was') =>
  `${n} stored address${n === 1 ? ` ${verb}` : `es ${verb === 'is' ? 'are' : 'were'}`} not valid and`;

/** The question asked before a send to the audiences: how many will receive it. */
export function confirmText(count: BlastRecipientCount, blast: EmailBlastBody): string {
  if (count.recipients === 0) {
    return `Nobody would receive this email: there is no address yet for ${audienceWords(blast)}.`;
  }
  const left = count.skipped > 0 ? ` ${addresses(count.skipped, 'is')} will be left out.` : '';
  return `"${blast.subject.trim()}" will go to ${people(count.recipients)}: ${audienceWords(blast)}.${left} Send it now?`;
}

/** The button that sends after the question. */
export const confirmButton = (count: BlastRecipientCount) => `Send to ${people(count.recipients)}`;

/**
 * The form after a send the server accepted: a send to the audiences starts a new message (the password
 * stays); a test keeps the message, so the same text can then go to the audiences.
 */
export function formAfterSend(form: BlastForm): BlastForm {
  const wasTest = form.email.trim() !== '';
  return wasTest ? { ...form, email: '' } : { ...emptyBlastForm, pass: form.pass };
}

/** The line left under the form after the alert, saying what happened in words, and to what. */
export function blastOutcome(answer: JsonAnswer, blast: EmailBlastBody): { text: string; error: boolean } {
  if (answer.status === 200) {
    const parsed = emailBlastResponseSchema.safeParse(answer.body);
    if (!parsed.success) return { text: 'Sent.', error: false };
    const { recipients, skipped } = parsed.data;
    const subject = `"${blast.subject.trim()}"`;
    if (blast.email !== null && blast.email !== undefined) {
      const text = `Queued a test of ${subject} for ${blast.email}. The message stays in the form, to send to the audiences next.`;
      return { text, error: false };
    }
    const whom = `${recipients} ${recipients === 1 ? 'recipient' : 'recipients'} (${audienceWords(blast)})`;
    const left = skipped > 0 ? ` ${addresses(skipped, 'was')} left out.` : '';
    return {
      text: `Queued ${subject} for ${whom}. The dashboard shows when they are sent.${left}`,
      error: false,
    };
  }
  return failureOutcome(answer);
}

/** Why nothing was sent, for a refused or failed count or send. */
export function failureOutcome(answer: JsonAnswer): { text: string; error: boolean } {
  if (answer.status === 403) return { text: 'The password is wrong. Nothing was sent.', error: true };
  if (answer.status === 0) return { text: 'The server could not be reached. Nothing was sent.', error: true };
  const error =
    typeof answer.body === 'object' && answer.body !== null && 'error' in answer.body
      ? String((answer.body as { error: unknown }).error)
      : `The server answered ${answer.status}.`;
  return { text: `${error} Nothing was sent.`, error: true };
}
