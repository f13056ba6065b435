import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';
import {
  type CounterTyping,
  leaveCounter,
  startTyping,
  typeInCounter,
} from '../../../domain/tickets/counter-typing';
import { stepCounter } from '../../../domain/tickets/counts';

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
  /** The field's id, when something else must point at it (the Checkout errors). */
  inputId?: string;
}

/**
 * A ticket counter (docs/product/tickets.md, "Counters"): a field that takes whole numbers only, ignores
 * negatives and anything else that is not a count, between a minus and a plus button that step by 1. The
 * field is a text box with a numeric keyboard rather than <input type="number">, which would accept '1.5',
 * '-2' and 'e' and report them as an empty value; it keeps the spin button's role and arrow keys.
 *
 * What is typed is judged as a whole, against the count from before the typing began: typing '1.5' passes
 * through '1' and '1.' on the way, and must leave the count as it was, not become 1 and then 15. So the
 * field shows what was typed while it is not a count (saying the count is unchanged), and the count
 * again when the buyer leaves it; an emptied field is 0 only then.
 */
export function TicketCounter({
  label,
  ages,
  description,
  price,
  value,
  max,
  onChange,
  inputId,
}: TicketCounterProps) {
  const ownId = useId();
  const id = inputId ?? `${ownId}-count`;
  /** The count before this round of typing; the count again whenever the typing is not a whole number. */
  const before = useRef(value);
  /** What was typed, while it does not read as the count (otherwise the field shows the count). */
  const [draft, setDraft] = useState<string | null>(null);
  // The rules of each keystroke and of leaving the field are in src/domain/tickets/counter-typing.ts.
  const typing = () => ({ before: before.current, count: value, draft });
  const hold = (next: CounterTyping) => {
    before.current = next.before;
    setDraft(next.draft);
    return next.count;
  };
  const holdChanged = (next: CounterTyping) => {
    if (hold(next) !== value) onChange(next.count);
  };
  const enter = () => hold(startTyping(value));
  const step = (by: 1 | -1) => onChange(hold(startTyping(stepCounter(value, by, max))));
  const onType = (event: ChangeEvent<HTMLInputElement>) =>
    holdChanged(typeInCounter(typing(), event.target.value, max));
  const onLeave = () => holdChanged(leaveCounter(typing()));
  // An emptied field is waiting for a new number, not a mistake.
  const ignored = draft !== null && draft.trim() !== '';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };
  return (
    <fieldset className="ticket-counter" aria-labelledby={`${ownId}-label`}>
      <div className="ticket-counter__text">
        <label id={`${ownId}-label`} htmlFor={id} className="ticket-counter__label">
          {label}
          {ages && <span className="ticket-counter__ages"> ({ages})</span>}
          <span className="visually-hidden"> tickets</span>
        </label>
        <span className="ticket-counter__price">{price}</span>
        <p id={`${ownId}-description`} className="ticket-counter__description">
          {description}
        </p>
        {ignored && (
          <p id={`${ownId}-ignored`} className="ticket-counter__ignored">
            {ticketFlowTexts.counterIgnored(value)}
          </p>
        )}
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
          id={id}
          className="ticket-counter__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-describedby={ignored ? `${ownId}-ignored` : `${ownId}-description`}
          aria-invalid={ignored || undefined}
          value={draft ?? String(value)}
          onChange={onType}
          onFocus={(event) => {
            enter();
            event.target.select();
          }}
          onBlur={onLeave}
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
