import { type FormEvent, useId, useState } from 'react';
import { bindDraft, CheckboxField, Field, FormStatus, TextareaField } from '../../components/forms';
import { postJsonAnswer } from '../../lib/api';
import { type BlastForm, blastAlert, blastBody, blastOutcome, emptyBlastForm } from './email-blast-form';
import '../../components/organiser-form.css';

// The email-blast form (docs/product/organisers.md, "Email blast"). The answer is an alert; the line
// under the form then says in words what happened, which an alert box cannot keep on screen.
export default function EmailPage() {
  const id = useId();
  const [form, setForm] = useState<BlastForm>(emptyBlastForm);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  const bind = bindDraft(form, (changes) => setForm((current) => ({ ...current, ...changes })));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setOutcome(null);
    const answer = await postJsonAnswer('/emailblast', blastBody(form));
    setSending(false);
    window.alert(blastAlert(answer.status));
    setOutcome(blastOutcome(answer));
  }

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>Email blast</h1>
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
        <div className="org-actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Sending…' : 'Send'}
          </button>
        </div>
        <FormStatus status={outcome} />
      </form>
    </section>
  );
}
