import { useId } from 'react';
import { slotFieldLabel } from './ticket-slots';

interface NamesFieldsProps {
  /** 'Name on Badge' or 'Email': the field name the validation messages use. */
  field: string;
  hint: string;
  names: readonly string[];
  /** The ticket of each entry ('Adult 1'); see ticketSlotLabels. */
  slots: readonly (string | undefined)[];
  type: 'text' | 'email';
  onChange(names: string[]): void;
}

/** The names list: one field per ticket (at least one), each labelled with the ticket it is for. */
export function NamesFields({ field, hint, names, slots, type, onChange }: NamesFieldsProps) {
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
          <label htmlFor={`${id}-${index}`}>{slotFieldLabel(field, slots[index])}</label>
          <input
            id={`${id}-${index}`}
            type={type}
            autoComplete={type === 'email' ? 'email' : 'off'}
            value={name}
            onChange={(event) => onChange(names.map((old, i) => (i === index ? event.target.value : old)))}
          />
        </div>
      ))}
    </fieldset>
  );
}
