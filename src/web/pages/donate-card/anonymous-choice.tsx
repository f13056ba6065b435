import { useId } from 'react';
import { donateCardTexts as texts } from '../../../../content/donate-card';

interface AnonymousChoiceProps {
  checked: boolean;
  onChange(anonymous: boolean): void;
}

/**
 * "Donate anonymously" (docs/product/donations-and-incentives.md, "The donation form"): while ticked the
 * name field is disabled, keeping what it holds in case the box is unticked, and no name is sent.
 */
export function AnonymousChoice({ checked, onChange }: AnonymousChoiceProps) {
  const hintId = useId();
  return (
    <>
      <label className="choice">
        <input
          type="checkbox"
          aria-describedby={hintId}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {texts.anonymousChoice}
      </label>
      <p id={hintId} className="field-hint">
        {texts.anonymousHint}
      </p>
    </>
  );
}
