import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type BlastRecipientCount,
  blastRecipientCountSchema,
  type EmailBlastBody,
} from '../../../contracts/organiser';
import { Card } from '../../components/card';
import { bindDraft, CheckboxField, Field, FormStatus, TextareaField } from '../../components/forms';
import { postJsonAnswer } from '../../lib/api';
import {
  audienceBody,
  type BlastForm,
  blastAlert,
  blastBody,
  blastOutcome,
  confirmButton,
  confirmText,
  emptyBlastForm,
  failureOutcome,
  formAfterSend,
} from './email-blast-form';
import '../../components/organiser-form.css';

// The email-blast form (docs/product/organisers.md, "Email blast"). A send to the audiences first asks the
// server how many people that is and asks to confirm; a test send goes at once. The answer is an alert;
// the line under the form then says in words what happened, which an alert box cannot keep on screen.

type Step =
  | { kind: 'editing' }
  | { kind: 'busy'; doing: 'counting' | 'sending' }
  | { kind: 'confirming'; blast: EmailBlastBody; count: BlastRecipientCount };

export default function EmailPage() {
  const id = useId();
  const [form, setForm] = useState<BlastForm>(emptyBlastForm);
  const [step, setStep] = useState<Step>({ kind: 'editing' });
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  // Any change starts a new attempt: the last answer and a pending question belong to the old one.
  const bind = bindDraft(form, (changes) => {
    setForm((current) => ({ ...current, ...changes }));
    setOutcome(null);
    setStep((current) => (current.kind === 'confirming' ? { kind: 'editing' } : current));
  });
  const busy = step.kind === 'busy';

  useEffect(() => {
    if (step.kind === 'confirming') question.current?.focus();
  }, [step]);

  async function send(blast: EmailBlastBody) {
    setStep({ kind: 'busy', doing: 'sending' });
    const answer = await postJsonAnswer('/emailblast', blast);
    setStep({ kind: 'editing' });
    window.alert(blastAlert(answer.status));
    if (answer.status === 200) setForm(formAfterSend);
    setOutcome(blastOutcome(answer, blast));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    const blast = blastBody(form);
    if (blast.email !== null) {
      await send(blast);
      return;
    }
    setStep({ kind: 'busy', doing: 'counting' });
    const answer = await postJsonAnswer('/api/organiser/blast-recipients', audienceBody(form));
    const count = answer.status === 200 ? blastRecipientCountSchema.safeParse(answer.body) : null;
    if (count?.success) {
      setStep({ kind: 'confirming', blast, count: count.data });
      return;
    }
    setStep({ kind: 'editing' });
    window.alert(blastAlert(answer.status === 200 ? 0 : answer.status));
    setOutcome(failureOutcome(answer));
  }

  return (
    <Card id={`${id}-heading`} level={1} heading="Email blast">
      <p>
        Each person gets their own copy; nobody sees another address. Send a test to your own address first by
        filling in <strong>Email</strong>.
      </p>
      <form className="org-form" onSubmit={submit}>
        <Field
          label="Organiser password"
          name="pass"
          type="password"
          autoComplete="current-password"
          required
          {...bind.text('pass')}
        />
        <Field label="Subject" name="subject" required maxLength={200} {...bind.text('subject')} />
        <TextareaField
          label="Text"
          hint="Plain text, sent exactly as written."
          name="text"
          rows={10}
          required
          {...bind.text('text')}
        />
        <Field
          label="Email (optional)"
          hint="Filled in: the message goes to this address only, as a test. Empty: it goes to the audiences below."
          name="email"
          type="email"
          {...bind.text('email')}
        />
        <fieldset>
          <legend>Audiences</legend>
          <CheckboxField
            label="Regular: every in-person ticket buyer"
            name="regular"
            {...bind.checked('regular')}
          />
          <CheckboxField
            label="Livestream: every livestream ticket address"
            name="livestream"
            {...bind.checked('livestream')}
          />
        </fieldset>
        {step.kind === 'confirming' ? (
          <div className="org-confirm">
            <p ref={question} tabIndex={-1}>
              <strong>{confirmText(step.count, step.blast)}</strong>
            </p>
            <div className="org-actions">
              {step.count.recipients > 0 && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => void send(step.blast)}
                >
                  {confirmButton(step.count)}
                </button>
              )}
              <button type="button" className="button" onClick={() => setStep({ kind: 'editing' })}>
                Back to the form
              </button>
            </div>
          </div>
        ) : (
          <div className="org-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {step.kind === 'busy'
                ? step.doing === 'counting'
                  ? 'Counting recipients…'
                  : 'Sending…'
                : 'Send'}
            </button>
          </div>
        )}
        <FormStatus status={outcome} />
      </form>
    </Card>
  );
}
