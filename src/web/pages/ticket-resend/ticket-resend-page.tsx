import { type FormEvent, useId, useState } from 'react';
import { ticketResendTexts as texts } from '../../../../content/ticket-resend';
import { ticketResendAnswerSchema } from '../../../contracts/ticket-resend';
import { isValidEmail } from '../../../domain/email';
import { Card } from '../../components/card';
import { Field, FormStatus } from '../../components/forms';
import { postJson } from '../../lib/api';
import { useMessageForm } from '../../lib/use-message-form';
import { Link } from '../../router/link';
import './ticket-resend-page.css';

// A buyer asks for their ticket emails again (docs/product/tickets.md, "Getting the emails again"). The
// server answers every address alike, so the page can only say what happens if tickets exist.
export default function TicketResendPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const { sending, status, refuse, send } = useMessageForm(
    'The request could not be sent. Please try again.',
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!isValidEmail(email)) {
      refuse(texts.invalidEmail);
      return;
    }
    await send(() => postJson('/api/tickets/resend', { email: email.trim() }, ticketResendAnswerSchema));
  }

  return (
    <Card id={`${id}-heading`} level={1} heading={texts.heading} className="ticket-resend">
      <p>{texts.intro}</p>
      <form className="ticket-form" onSubmit={submit} noValidate>
        <Field
          label={texts.email}
          hint={texts.emailHint}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          aria-describedby={`${id}-status`}
          aria-invalid={status?.text === texts.invalidEmail}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
        <FormStatus id={`${id}-status`} status={status} alertOnError />
      </form>
      <p className="ticket-resend__help">{texts.help}</p>
      <p className="ticket-resend__help">
        <Link to="/tickets">In-person tickets</Link> ·{' '}
        <Link to="/livestream-tickets">Livestream tickets</Link>
      </p>
    </Card>
  );
}
