import { type FormEvent, useId, useState } from 'react';
import { waitingListTexts as texts } from '../../../../content/waiting-list';
import { MAX_WAITING_LIST_PLACES, waitingListProblems } from '../../../domain/tickets/waiting-list';
import { EmailField, Field } from '../../components/forms';
import { MessageForm } from '../../components/message-form';
import { postJson } from '../../lib/api';
import { lazySchema } from '../../lib/lazy-schema';
import { useMessageForm } from '../../lib/use-message-form';

/** Fetched with the first join (lib/lazy-schema.ts). */
const joined = lazySchema(() =>
  import('../../../contracts/waiting-list').then((module) => module.waitingListJoinAnswerSchema),
);

/**
 * "Join the waiting list" on a sold-out /tickets (docs/product/tickets.md, "The waiting list"): an
 * address and how many places, checked with the server's own rules before they are sent.
 */
export function WaitingListForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [places, setPlaces] = useState('1');
  const form = useMessageForm(texts.failed);
  const [wrong, setWrong] = useState<{ email: boolean; places: boolean }>({ email: false, places: false });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.sending) return;
    const count = places.trim() === '' ? Number.NaN : Number(places);
    const problems = waitingListProblems(email, count);
    setWrong({
      email: problems.some((problem) => problem.field === 'email'),
      places: problems.some((problem) => problem.field === 'places'),
    });
    if (problems.length > 0) {
      form.refuse(problems.map((problem) => problem.message).join(' '));
      return;
    }
    await form.send(() => postJson('/api/tickets/waiting-list', { email: email.trim(), count }, joined));
  }

  return (
    <MessageForm
      className="ticket-form waiting-list"
      form={form}
      texts={texts}
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <p>{texts.intro}</p>
      <EmailField
        label={texts.email}
        hint={texts.emailHint}
        name="email"
        required
        aria-describedby={form.statusId}
        aria-invalid={wrong.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label={texts.places}
        hint={texts.placesHint}
        name="places"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={String(MAX_WAITING_LIST_PLACES).length}
        autoComplete="off"
        required
        aria-describedby={form.statusId}
        aria-invalid={wrong.places}
        value={places}
        onChange={(event) => setPlaces(event.target.value)}
      />
    </MessageForm>
  );
}
