import { useId, useState } from 'react';
import type { FormStatusValue } from '../components/forms';
import { messageOf } from './api';

/**
 * A public form that sends one request and shows the server's answer, a sentence, under it (the ticket
 * emails again, the waiting list): `sending` while the request runs, then `status` says what came of it
 * in the line `statusId` names, which its fields are described by (components/message-form.tsx).
 */
export function useMessageForm(failed: string) {
  const statusId = `${useId()}-status`;
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<FormStatusValue | null>(null);

  /** What the form's own checks found, before anything is sent. */
  const refuse = (text: string) => setStatus({ text, error: true });

  async function send(request: () => Promise<{ message: string }>) {
    setSending(true);
    setStatus(null);
    try {
      const answer = await request();
      setStatus({ text: answer.message, error: false });
    } catch (error) {
      refuse(messageOf(error, failed));
    } finally {
      setSending(false);
    }
  }

  return { statusId, sending, status, refuse, send };
}

export type MessageFormState = ReturnType<typeof useMessageForm>;
