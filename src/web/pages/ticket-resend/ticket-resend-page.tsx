import { type FormEvent, useId, useState } from 'react';
import { ticketResendTexts as texts } from '../../../../content/ticket-resend';
import { ticketResendAnswerSchema } from '../../../contracts/ticket-resend';
import { isValidEmail } from '../../../domain/email';
import { Card } from '../../components/card';
import { EmailField } from '../../components/forms';
import { MessageForm } from '../../components/message-form';
import { postJson } from '../../lib/api';
import { useMessageForm } from '../../lib/use-message-form';
import { Link } from '../../router/link';
import './ticket-resend-page.css';

// A buyer asks for their ticket emails again (docs/product/tickets.md, "Getting the emails again"). The
// server answers every address alike, so the page can only say what happens if tickets exist.
export default function TicketResendPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const form = useMessageForm('The request could not be sent. Please try again.');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.sending) return;
    if (!isValidEmail(email)) {
      form.refuse(texts.invalidEmail);
      return;
    }
    await form.send(() => postJson('/api/tickets/resend', { email: email.trim() }, ticketResendAnswerSchema));
  }

  return (
    <Card id={`${id}-heading`} level={1} heading={texts.heading} className="ticket-resend">
      <p>{texts.intro}</p>
      <MessageForm className="ticket-form" form={form} texts={texts} onSubmit={submit}>
        <EmailField
          label={texts.email}
          hint={texts.emailHint}
          name="email"
          required
          aria-describedby={form.statusId}
          aria-invalid={form.status?.text === texts.invalidEmail}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </MessageForm>
      <p className="ticket-resend__help">{texts.help}</p>
      <p className="ticket-resend__help">
        <Link to="/tickets">In-person tickets</Link> ·{' '}
        <Link to="/livestream-tickets">Livestream tickets</Link>
      </p>
    </Card>
  );
}
