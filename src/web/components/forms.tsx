import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { MAX_EMAIL_LENGTH } from '../../domain/email';

// The site's form fields, laid out and styled once (src/web/styles/forms.css): a label over the input
// and an optional hint under it, tied to the input by aria-describedby so screen readers read it too.

interface Labelled {
  label: ReactNode;
  hint?: ReactNode;
}

/** What ties the control to its label and hint. */
interface ControlIds {
  id: string;
  'aria-describedby': string | undefined;
}

/**
 * The label, the control and the hint. The control keeps an id it was given; its hint is described
 * first, then anything the caller describes it by (an error line).
 */
function Frame({
  label,
  hint,
  control,
  children,
}: Labelled & {
  control: { id?: string; 'aria-describedby'?: string };
  children(ids: ControlIds): ReactNode;
}) {
  const fallbackId = useId();
  const id = control.id ?? fallbackId;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, control['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled text box (type text unless told otherwise). */
export function Field({ label, hint, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame label={label} hint={hint} control={input}>
      {(ids) => <input type="text" {...input} {...ids} />}
    </Frame>
  );
}

/** A box for an email address: the keyboard, autofill and length every address field shares. */
export function EmailField(props: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field type="email" inputMode="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} {...props} />
  );
}

export function TextareaField({
  label,
  hint,
  ...textarea
}: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame label={label} hint={hint} control={textarea}>
      {(ids) => <textarea {...textarea} {...ids} />}
    </Frame>
  );
}

export function SelectField({ label, hint, ...select }: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame label={label} hint={hint} control={select}>
      {(ids) => <select {...select} {...ids} />}
    </Frame>
  );
}

/** A check box with its words beside it; the whole line is the click target. */
export function CheckboxField({
  label,
  ...input
}: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="choice">
      <input {...input} type="checkbox" />
      {label}
    </label>
  );
}

type KeysOf<Draft, Value> = { [Key in keyof Draft]: Draft[Key] extends Value ? Key : never }[keyof Draft];
type TextInput = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Ties inputs to the fields of a form's draft: `text('title')` gives a text box, text area or select its
 * value and a change that sets draft.title; `checked('hidden')` does the same for a check box. A select
 * offers only values of its field's type, so what it reports is one of them.
 */
export function bindDraft<Draft>(draft: Draft, change: (changes: Partial<Draft>) => void) {
  return {
    text: <Key extends KeysOf<Draft, string>>(field: Key) => ({
      value: draft[field] as string,
      onChange: (event: ChangeEvent<TextInput>) => change({ [field]: event.target.value } as Partial<Draft>),
    }),
    checked: <Key extends KeysOf<Draft, boolean>>(field: Key) => ({
      checked: draft[field] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        change({ [field]: event.target.checked } as Partial<Draft>),
    }),
  };
}

export interface FormStatusValue {
  text: string;
  error: boolean;
}

/**
 * The line under a form saying how the last action went. It is a live region, so it is always there
 * (an empty one keeps its height); `alertOnError` makes a failure interrupt the screen reader.
 */
export function FormStatus({
  status,
  id,
  alertOnError = false,
}: {
  status: FormStatusValue | null;
  id?: string;
  alertOnError?: boolean;
}) {
  return (
    <p
      id={id}
      className={`org-status${status?.error ? ' org-status--error' : ''}`}
      role={alertOnError && status?.error ? 'alert' : 'status'}
    >
      {status?.text}
    </p>
  );
}
