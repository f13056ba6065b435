import { useCallback, useEffect, useState } from 'react';
import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import type { Incentive } from '../../../domain/incentives/incentive';
import { ApiError } from '../../lib/api';
import { useRealtimeEvent } from '../../lib/socket';
import { readWith } from '../../lib/socket-readers';
import { fetchIncentives } from './donation-api';

const readChangeNotice = readWith(changeNoticeSchema);

export type IncentivesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; incentives: Incentive[] };

/** GET /api/incentives once, when the page opens; retry() asks again after a failure. */
export function useIncentives(): { state: IncentivesState; retry(): void } {
  const [state, setState] = useState<IncentivesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // attempt is read so that retry() runs this effect again.
    void attempt;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchIncentives(controller.signal).then(
      (incentives) => setState({ status: 'ready', incentives }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof ApiError ? error.message : '' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  // Organisers' edits arrive as 'incentives-changed': reload quietly, keeping the picker shown meanwhile.
  useRealtimeEvent('incentives-changed', readChangeNotice, () => {
    fetchIncentives().then(
      (incentives) => setState({ status: 'ready', incentives }),
      (error: unknown) => console.error('The changed incentives could not be loaded', error),
    );
  });

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
