import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import type { MessageFormState } from '../lib/use-message-form';
import { FormStatus } from './forms';

/**
 * The frame of a form made with useMessageForm: its fields, then the send button (which says it is
 * sending while the request runs) and the status line the fields are described by.
 */
export function MessageForm({
  form,
  texts,
  onSubmit,
  children,
  ...attributes
}: {
  form: MessageFormState;
  texts: { submit: string; sending: string };
  onSubmit(event: FormEvent): void;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>) {
  return (
    <form {...attributes} onSubmit={onSubmit} noValidate>
      {children}
      <button type="submit" className="button button--primary" disabled={form.sending}>
        {form.sending ? texts.sending : texts.submit}
      </button>
      <FormStatus id={form.statusId} status={form.status} alertOnError />
    </form>
  );
}
