import type { DonationForm } from './donation-form';

/** The donation form's fields in the page, as the donor may have filled them in. */
export interface FormFields {
  name: HTMLInputElement | null;
  amount: HTMLInputElement | null;
  message: HTMLTextAreaElement | null;
  anonymous: HTMLInputElement | null;
}

/**
 * What the donor typed or ticked in the page as the server sent it, before its script took it over
 * (docs/decisions/024-own-router-and-server-rendering.md). Taking over leaves the fields as they are,
 * but the next render writes the form's own values back into them, so what they hold is read into the
 * form first. Null when nothing differs (a page the browser rendered itself, or Go Back).
 */
export function typedBeforeStart(form: DonationForm, fields: FormFields): DonationForm | null {
  const typed: DonationForm = {
    ...form,
    name: fields.name?.value ?? form.name,
    amount: fields.amount?.value ?? form.amount,
    message: fields.message?.value ?? form.message,
    anonymous: fields.anonymous?.checked ?? form.anonymous,
  };
  const changed =
    typed.name !== form.name ||
    typed.amount !== form.amount ||
    typed.message !== form.message ||
    typed.anonymous !== form.anonymous;
  return changed ? typed : null;
}
