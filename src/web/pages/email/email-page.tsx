import { type FormEvent, useId, useState } from 'react';
import { postJsonAnswer } from '../../lib/api';
import { type BlastForm, blastAlert, blastBody, blastOutcome, emptyBlastForm } from './email-blast-form';
import '../../components/organiser-form.css';

// The email-blast form (SPEC sections 2 and 8). The answer is an alert, as the SPEC says; the line
// under the form then says in words what happened, which an alert box cannot keep on screen.
export default function EmailPage() {
  const id = useId();
  const [form, setForm] = useState<BlastForm>(emptyBlastForm);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  const set = (changes: Partial<BlastForm>) => setForm((current) => ({ ...current, ...changes }));

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
        <div className="org-field">
          <label htmlFor={`${id}-pass`}>Organiser password</label>
          <input
            id={`${id}-pass`}
            name="pass"
            type="password"
            autoComplete="current-password"
            required
            value={form.pass}
            onChange={(event) => set({ pass: event.target.value })}
          />
        </div>
        <div className="org-field">
          <label htmlFor={`${id}-subject`}>Subject</label>
          <input
            id={`${id}-subject`}
            name="subject"
            type="text"
            required
            maxLength={200}
            value={form.subject}
            onChange={(event) => set({ subject: event.target.value })}
          />
        </div>
        <div className="org-field">
          <label htmlFor={`${id}-text`}>Text</label>
          <textarea
            id={`${id}-text`}
            name="text"
            rows={10}
            required
            value={form.text}
            onChange={(event) => set({ text: event.target.value })}
          />
          <p className="org-hint">Plain text, sent exactly as written.</p>
        </div>
        <div className="org-field">
          <label htmlFor={`${id}-email`}>Email (optional)</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            aria-describedby={`${id}-email-hint`}
            value={form.email}
            onChange={(event) => set({ email: event.target.value })}
          />
          <p id={`${id}-email-hint`} className="org-hint">
            Filled in: the message goes to this address only, as a test. Empty: it goes to the audiences
            below.
          </p>
        </div>
        <fieldset>
          <legend>Audiences</legend>
          <label className="org-choice">
            <input
              type="checkbox"
              name="regular"
              checked={form.regular}
              onChange={(event) => set({ regular: event.target.checked })}
            />
            Regular: every in-person ticket buyer
          </label>
          <label className="org-choice">
            <input
              type="checkbox"
              name="livestream"
              checked={form.livestream}
              onChange={(event) => set({ livestream: event.target.checked })}
            />
            Livestream: every livestream ticket address
          </label>
        </fieldset>
        <div className="org-actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Sending…' : 'Send'}
          </button>
        </div>
        <p className={`org-status${outcome?.error ? ' org-status--error' : ''}`} role="status">
          {outcome?.text}
        </p>
      </form>
    </section>
  );
}
