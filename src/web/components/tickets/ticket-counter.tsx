import { type KeyboardEvent, useId } from 'react';
import { parseCounterInput, stepCounter } from '../../../domain/tickets/counts';

interface TicketCounterProps {
  /** 'Adult'; the field is named 'Adult tickets' and its buttons 'One more Adult ticket'. */
  label: string;
  /** Printed next to the label, e.g. '18+'. */
  ages?: string | undefined;
  description: string;
  /** '$140.00' */
  price: string;
  value: number;
  max: number;
  onChange(value: number): void;
}

/**
 * A ticket counter (docs/product/tickets.md, "Counters"): a field that takes whole numbers only, ignores
 * negatives and anything else that is not a count, between a minus and a plus button that step by 1. The
 * field is a text box with a numeric keyboard rather than <input type="number">, which would accept '1.5',
 * '-2' and 'e' and report them as an empty value; it keeps the spin button's role and arrow keys.
 */
export function TicketCounter({ label, ages, description, price, value, max, onChange }: TicketCounterProps) {
  const id = useId();
  const step = (by: 1 | -1) => onChange(stepCounter(value, by, max));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };
  return (
    <fieldset className="ticket-counter" aria-labelledby={`${id}-label`}>
      <div className="ticket-counter__text">
        <label id={`${id}-label`} htmlFor={`${id}-count`} className="ticket-counter__label">
          {label}
          {ages && <span className="ticket-counter__ages"> ({ages})</span>}
          <span className="visually-hidden"> tickets</span>
        </label>
        <span className="ticket-counter__price">{price}</span>
        <p id={`${id}-description`} className="ticket-counter__description">
          {description}
        </p>
      </div>
      <div className="ticket-counter__controls">
        <button
          type="button"
          className="ticket-counter__step"
          aria-label={`One fewer ${label} ticket`}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={`${id}-count`}
          className="ticket-counter__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-describedby={`${id}-description`}
          value={String(value)}
          onChange={(event) => onChange(parseCounterInput(event.target.value, value, max))}
          onFocus={(event) => event.target.select()}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="ticket-counter__step"
          aria-label={`One more ${label} ticket`}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
