import { useId } from 'react';
import { inPersonPageTexts as texts } from '../../../../content/ticket-pages';
import { MAX_DETAILS_LENGTH } from '../../../domain/tickets/limits';

interface YesNoDetailsProps {
  question: string;
  /** Also the name the validation message uses ('Dietary Restrictions'). */
  detailsLabel: string;
  value: boolean;
  details: string;
  onChange(value: boolean): void;
  onDetailsChange(details: string): void;
  /** The details field's id, so a Checkout error can take the buyer to it. */
  detailsId: string;
}

/** A yes/no question whose details field appears, and is required, when the answer is yes. */
export function YesNoDetails({
  question,
  detailsLabel,
  value,
  details,
  onChange,
  onDetailsChange,
  detailsId,
}: YesNoDetailsProps) {
  const id = useId();
  return (
    <fieldset className="yes-no">
      <legend>{question}</legend>
      <div className="yes-no__options">
        {[false, true].map((answer) => (
          <label key={String(answer)} className="choice">
            <input type="radio" name={id} checked={value === answer} onChange={() => onChange(answer)} />
            {answer ? texts.yes : texts.no}
          </label>
        ))}
      </div>
      {value && (
        <div className="field">
          <label htmlFor={detailsId}>{detailsLabel}</label>
          <textarea
            id={detailsId}
            rows={3}
            maxLength={MAX_DETAILS_LENGTH}
            value={details}
            onChange={(event) => onDetailsChange(event.target.value)}
          />
        </div>
      )}
    </fieldset>
  );
}
