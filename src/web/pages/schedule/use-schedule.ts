import { scheduleResponseSchema } from '../../../contracts/schedule';
import type { ScheduleEntry } from '../../../domain/schedule';
import { getJson } from '../../lib/api';
import { type LiveData, useLiveData } from '../../lib/use-live-data';
import { useRenderedData } from '../../router/rendered-state';

/**
 * GET /api/schedule once the page needs it (not after the cutoff, when nothing of it is shown), and again
 * after each organiser's edit ('schedule-changed') and each (re)connection of the socket, since an edit
 * made while it was down is not heard of, keeping the list shown meanwhile. A page the server rendered
 * shows the schedule it was sent with until then.
 */
export function useSchedule(enabled: boolean): LiveData<ScheduleEntry[]> {
  return useLiveData({
    name: 'the schedule',
    enabled,
    initial: useRenderedData('/api/schedule'),
    load: (signal) => getJson('/api/schedule', scheduleResponseSchema, signal),
    reloadOn: ['schedule-changed'],
    reloadOnConnect: true,
  });
}
