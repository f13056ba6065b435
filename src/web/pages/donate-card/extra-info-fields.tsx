import { useId } from 'react';
import { donateCardTexts as texts } from '../../../../content/donate-card';
import { donationLimits } from '../../../domain/incentives/donation-limits';

interface ExtraInfoFieldsProps {
  /** The chosen incentive's info_needed prompts, each a field labelled with its question. */
  prompts: readonly string[];
  answers: Readonly<Record<string, string>>;
  onChange(answers: Record<string, string>): void;
  /** Each answer's field id, so a Checkout error can take the donor to it. */
  idOf(index: number): string;
}

/**
 * The additional info the chosen incentive asks for; every prompt needs an answer
 * (docs/product/donations-and-incentives.md).
 */
export function ExtraInfoFields({ prompts, answers, onChange, idOf }: ExtraInfoFieldsProps) {
  const id = useId();
  if (prompts.length === 0) return null;
  return (
    <fieldset className="extra-info" aria-describedby={`${id}-hint`}>
      <legend>{texts.extraInfoHeading}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {texts.extraInfoHint}
      </p>
      {prompts.map((prompt, index) => (
        <div className="field" key={prompt}>
          <label htmlFor={idOf(index)}>{prompt}</label>
          <input
            id={idOf(index)}
            type="text"
            autoComplete="off"
            aria-required="true"
            maxLength={donationLimits.maxAnswerLength}
            value={answers[prompt] ?? ''}
            onChange={(event) => onChange({ ...answers, [prompt]: event.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
}
