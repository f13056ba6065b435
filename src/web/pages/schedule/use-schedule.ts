import { useCallback, useEffect, useState } from 'react';
import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import { scheduleResponseSchema } from '../../../contracts/schedule';
import type { ScheduleEntry } from '../../../domain/schedule';
import { ApiError, getJson } from '../../lib/api';
import { useRealtimeEvent } from '../../lib/socket';
import { readWith } from '../../lib/socket-readers';

const readChangeNotice = readWith(changeNoticeSchema);

export type ScheduleState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; entries: ScheduleEntry[] };

/** GET /api/schedule once the page needs it (not after the cutoff, when nothing of it is shown). */
export function useSchedule(enabled: boolean): { state: ScheduleState; retry(): void } {
  const [state, setState] = useState<ScheduleState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    // attempt is read so that retry() runs this effect again.
    void attempt;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getJson('/api/schedule', scheduleResponseSchema, controller.signal).then(
      (entries) => setState({ status: 'ready', entries }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof ApiError ? error.message : 'The schedule could not be loaded. Please try again.';
        setState({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [enabled, attempt]);

  // Organisers' edits arrive as 'schedule-changed': reload quietly, keeping the list shown meanwhile.
  useRealtimeEvent('schedule-changed', readChangeNotice, () => {
    if (!enabled) return;
    getJson('/api/schedule', scheduleResponseSchema).then(
      (entries) => setState({ status: 'ready', entries }),
      (error: unknown) => console.error('The changed schedule could not be loaded', error),
    );
  });

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
