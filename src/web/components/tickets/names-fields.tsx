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

/**
 * The names list: one field per ticket (at least one), under one legend naming the field, each labelled
 * with the ticket it is for.
 */
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
          {/* The legend says the field once; each label shows its ticket ('Adult 1'), and the input's
              name is whole ('Name on Badge (Adult 1)'), as the Checkout errors name it. */}
          <label htmlFor={idOf(index)} className={slots[index] === undefined ? 'visually-hidden' : undefined}>
            {slots[index] ?? field}
          </label>
          <input
            id={idOf(index)}
            aria-label={slotFieldLabel(field, slots[index])}
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
