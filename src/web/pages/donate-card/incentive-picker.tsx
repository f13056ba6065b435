import { useId } from 'react';
import { donateCardTexts as texts } from '../../../../content/donate-card';
import type { IncentiveNode } from '../../../domain/incentives/incentive-tree';
import { IncentiveCategory } from './incentive-category';
import { IncentiveOption, NoIncentiveOption } from './incentive-option';
import { isBelowMinimum } from './incentive-text';

export interface IncentivePickerProps {
  /** The shown incentives, already sorted (buildIncentiveTree). */
  tree: readonly IncentiveNode[];
  chosenId: string | null;
  amountCents: number;
  amountTyped: boolean;
  /** Ids of the categories whose open state the donor has toggled from the tree's default. */
  toggled: ReadonlySet<string>;
  onToggle(id: string): void;
  onChoose(id: string | null): void;
  /** The option the donor suggests for the chosen bid war; null when choosing one. */
  suggestion: string | null;
  onSuggest(bidWarId: string, text: string): void;
}

/**
 * The incentive picker (docs/product/donations-and-incentives.md, "The incentive picker"): one radio group,
 * 'No incentive' first, in a list that scrolls within half the screen height so the form stays in reach on a
 * phone.
 */
export function IncentivePicker(props: IncentivePickerProps) {
  const { tree, chosenId, amountCents, amountTyped, toggled, onToggle, onChoose, suggestion, onSuggest } =
    props;
  const group = useId().replace(/:/g, '');
  return (
    <fieldset className="incentive-picker">
      <legend className="visually-hidden">{texts.incentivesHeading}</legend>
      <div className="incentive-picker__scroll">
        <ul className="incentive-list">
          <NoIncentiveOption group={group} checked={chosenId === null} onChoose={() => onChoose(null)} />
          {tree.map((node) =>
            node.category ? (
              <IncentiveCategory
                key={node.id}
                node={node}
                group={group}
                expanded={node.expanded !== toggled.has(node.id)}
                chosenId={chosenId}
                amountCents={amountCents}
                amountTyped={amountTyped}
                onToggle={() => onToggle(node.id)}
                onChoose={onChoose}
                suggestion={suggestion}
                onSuggest={(text) => onSuggest(node.id, text)}
              />
            ) : (
              <IncentiveOption
                key={node.id}
                node={node}
                group={group}
                checked={node.id === chosenId}
                short={isBelowMinimum(node, amountCents, amountTyped)}
                onChoose={() => onChoose(node.id)}
              />
            ),
          )}
        </ul>
      </div>
    </fieldset>
  );
}
