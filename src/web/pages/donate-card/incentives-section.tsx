import { useId } from 'react';
import { donateCardTexts as texts } from '../../../../content/donate-card';
import { Card } from '../../components/card';
import { messageOf } from '../../lib/api';
import { IncentivePicker, type IncentivePickerProps } from './incentive-picker';
import type { IncentivesState } from './use-incentives';

export interface IncentivesSectionProps extends IncentivePickerProps {
  state: IncentivesState;
  retry(): void;
}

/** The incentives card: the picker once the list is in; a donation without one works meanwhile. */
export function IncentivesSection({ state, tree, retry, ...picker }: IncentivesSectionProps) {
  const id = useId();
  return (
    <Card
      id={`${id}-heading`}
      level={2}
      heading={texts.incentivesHeading}
      className="donate-form__incentives"
    >
      <p className="field-hint">{texts.incentivesHint}</p>
      {state.status === 'loading' && <p role="status">{texts.loadingIncentives}</p>}
      {state.status === 'error' && (
        <div role="alert" className="incentives-failed">
          <p>
            {texts.incentivesFailed} {messageOf(state.error, '')}
          </p>
          <button type="button" className="button" onClick={retry}>
            {texts.retry}
          </button>
        </div>
      )}
      {state.status === 'ready' && tree.length === 0 && <p>{texts.noIncentivesYet}</p>}
      {state.status === 'ready' && tree.length > 0 && <IncentivePicker tree={tree} {...picker} />}
    </Card>
  );
}
