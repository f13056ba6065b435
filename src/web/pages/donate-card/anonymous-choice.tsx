import { type Ref, useId } from 'react';
import { donateCardTexts as texts } from '../../../../content/donate-card';

interface AnonymousChoiceProps {
  checked: boolean;
  onChange(anonymous: boolean): void;
  /** The box itself, so a tick given before the page's script ran is read (typed-before-start.ts). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * "Donate anonymously" (docs/product/donations-and-incentives.md, "The donation form"): while ticked the
 * name field is disabled, keeping what it holds in case the box is unticked, and no name is sent.
 */
export function AnonymousChoice({ checked, onChange, ref }: AnonymousChoiceProps) {
  const hintId = useId();
  return (
    <>
      <label className="choice">
        <input
          ref={ref}
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
