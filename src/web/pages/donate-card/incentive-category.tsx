import { donateCardTexts as texts } from '../../../../content/donate-card';
import { type IncentiveNode, unallocatedOf } from '../../../domain/incentives/incentive-tree';
import { formatUsd } from '../../../domain/money';
import { IncentiveDetails } from './incentive-details';
import { IncentiveLink, IncentiveOption } from './incentive-option';
import { categoryKind, isBelowMinimum, optionCount } from './incentive-text';
import { SuggestOption } from './suggest-option';

interface IncentiveCategoryProps {
  node: IncentiveNode;
  group: string;
  expanded: boolean;
  chosenId: string | null;
  amountCents: number;
  amountTyped: boolean;
  onToggle(): void;
  onChoose(id: string): void;
  suggestion: string | null;
  onSuggest(text: string): void;
}

/**
 * A bid war or selection (docs/product/donations-and-incentives.md, "The incentive picker"): collapsed at
 * first, opened and closed by its button (click, Enter or Space; WAI-ARIA disclosure pattern). The donor
 * chooses one of its options, not the group.
 */
export function IncentiveCategory(props: IncentiveCategoryProps) {
  const { node, group, expanded, chosenId, amountCents, amountTyped, onToggle, onChoose } = props;
  const suggesting = props.suggestion !== null && chosenId === node.id;
  const optionsId = `${group}-${node.id.replace(/[^A-Za-z0-9_-]/g, '_')}-options`;
  const short = isBelowMinimum(node, amountCents, amountTyped);
  const chosenHere = node.options.find((option) => option.id === chosenId);
  // The red and the chosen marks go on the group's own head, not over its options, which have their own.
  const headClasses = ['incentive-category__head'];
  if (short) headClasses.push('incentive-row--short');
  if (chosenHere) headClasses.push('incentive-row--checked');
  return (
    <li className="incentive-category" data-incentive={node.id}>
      <div className={headClasses.join(' ')}>
        <button
          type="button"
          className="incentive-category__toggle disclosure-button"
          aria-expanded={expanded}
          aria-controls={optionsId}
          onClick={onToggle}
        >
          <span className="incentive-category__title">{node.title}</span>
          <span className="incentive-category__kind">
            {categoryKind(node)} · {optionCount(node)}
            {node.type === 'bidwar' && ` · ${formatUsd(node.raisedCents)} ${texts.raised}`}
            {node.type === 'bidwar' &&
              unallocatedOf(node) > 0 &&
              ` (${formatUsd(unallocatedOf(node))} on no listed option)`}
          </span>
          <span className="disclosure-icon" aria-hidden="true" />
        </button>
        <div className="incentive-category__details">
          <IncentiveDetails node={node} short={short} />
          {chosenHere && !expanded && (
            <span className="incentive-category__chosen">Your choice: {chosenHere.title}</span>
          )}
          <IncentiveLink node={node} />
        </div>
      </div>
      <ul id={optionsId} className="incentive-category__options" hidden={!expanded}>
        {node.options.map((option) => (
          <IncentiveOption
            key={option.id}
            node={option}
            group={group}
            checked={option.id === chosenId}
            short={isBelowMinimum(option, amountCents, amountTyped)}
            onChoose={() => onChoose(option.id)}
          />
        ))}
        {node.type === 'bidwar' && node.acceptsSuggestions && (
          <SuggestOption
            group={group}
            idBase={optionsId}
            text={suggesting ? (props.suggestion ?? '') : null}
            short={isBelowMinimum(node, amountCents, amountTyped)}
            onSuggest={props.onSuggest}
          />
        )}
      </ul>
    </li>
  );
}
