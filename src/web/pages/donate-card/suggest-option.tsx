import { maxSuggestionLength } from '../../../domain/incentives/suggested-option';
import { nameFieldMaxLength } from '../../../domain/name-length';

interface SuggestOptionProps {
  /** The radio group's name. */
  group: string;
  idBase: string;
  /** What the donor typed while this row is chosen; null while another row is. */
  text: string | null;
  short: boolean;
  onSuggest(text: string): void;
}

/**
 * The last row of a bid war that takes suggestions (docs/product/donations-and-incentives.md, "Suggested
 * options"): choosing it opens a field for the donor's own option, which a moderator reads before it is
 * shown. Its length is checked with the checkout rules, as a person counts characters.
 */
export function SuggestOption({ group, idBase, text, short, onSuggest }: SuggestOptionProps) {
  const chosen = text !== null;
  const classes = ['incentive-row', 'incentive-row--suggest'];
  if (short) classes.push('incentive-row--short');
  if (chosen) classes.push('incentive-row--checked');
  return (
    <li className={classes.join(' ')}>
      <label className="incentive-row__label">
        <input type="radio" name={group} value="" checked={chosen} onChange={() => onSuggest('')} />
        <span className="incentive-row__body">
          <span className="incentive-row__title">Suggest another option</span>
          <span className="incentive-row__details">A moderator reads it before it is shown.</span>
        </span>
      </label>
      {chosen && (
        <div className="field incentive-row__suggestion">
          <label htmlFor={`${idBase}-suggestion`}>
            Your option (at most {maxSuggestionLength} characters)
          </label>
          <input
            id={`${idBase}-suggestion`}
            type="text"
            maxLength={nameFieldMaxLength(maxSuggestionLength)}
            value={text}
            onChange={(event) => onSuggest(event.target.value)}
          />
        </div>
      )}
    </li>
  );
}
