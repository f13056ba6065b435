import { useId } from 'react';
import { slotFieldLabel } from '../../../domain/tickets/names-list';

interface NamesFieldsProps {
  /** 'Name on Badge' or 'Email': the field name the validation messages use. */
  field: string;
  hint: string;
  names: readonly string[];
  /** The ticket of each entry ('Adult 1'); see ticketSlotLabels. */
  slots: readonly (string | undefined)[];
  type: 'text' | 'email';
  /** The most characters one entry may have (the server's limit: docs/product/limits.md). */
  maxLength: number;
  /** Each entry's field id, so a Checkout error can take the buyer to it. */
  idOf(index: number): string;
  onChange(names: string[]): void;
}

/** The names list: one field per ticket (at least one), each labelled with the ticket it is for. */
export function NamesFields({
  field,
  hint,
  names,
  slots,
  type,
  maxLength,
  idOf,
  onChange,
}: NamesFieldsProps) {
  const id = useId();
  return (
    <fieldset className="names-fields" aria-describedby={`${id}-hint`}>
      <legend>{field}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {names.map((name, index) => (
        // The entries have no identity beyond their place: entry 2 is always the second ticket's.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="field" key={index}>
          <label htmlFor={idOf(index)}>{slotFieldLabel(field, slots[index])}</label>
          <input
            id={idOf(index)}
            type={type}
            autoComplete={type === 'email' ? 'email' : 'off'}
            maxLength={maxLength}
            value={name}
            onChange={(event) => onChange(names.map((old, i) => (i === index ? event.target.value : old)))}
          />
        </div>
      ))}
    </fieldset>
  );
}
