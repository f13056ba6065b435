import { useId } from 'react';
import { inPersonPageTexts as texts } from '../../../../content/ticket-pages';

interface YesNoDetailsProps {
  question: string;
  /** Also the name the validation message uses ('Dietary Restrictions'). */
  detailsLabel: string;
  value: boolean;
  details: string;
  onChange(value: boolean): void;
  onDetailsChange(details: string): void;
}

/** A yes/no question whose details field appears, and is required, when the answer is yes. */
export function YesNoDetails({
  question,
  detailsLabel,
  value,
  details,
  onChange,
  onDetailsChange,
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
          <label htmlFor={`${id}-details`}>{detailsLabel}</label>
          <textarea
            id={`${id}-details`}
            rows={3}
            value={details}
            onChange={(event) => onDetailsChange(event.target.value)}
          />
        </div>
      )}
    </fieldset>
  );
}
