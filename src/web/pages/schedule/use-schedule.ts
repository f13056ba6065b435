import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import { scheduleResponseSchema } from '../../../contracts/schedule';
import type { ScheduleEntry } from '../../../domain/schedule';
import { getJson } from '../../lib/api';
import { readWith } from '../../lib/socket-readers';
import { type LiveData, useLiveData } from '../../lib/use-live-data';

const readChangeNotice = readWith(changeNoticeSchema);

/**
 * GET /api/schedule once the page needs it (not after the cutoff, when nothing of it is shown), and again
 * after each organiser's edit ('schedule-changed'), keeping the list shown meanwhile.
 */
export function useSchedule(enabled: boolean): LiveData<ScheduleEntry[]> {
  return useLiveData({
    name: 'the schedule',
    enabled,
    load: (signal) => getJson('/api/schedule', scheduleResponseSchema, signal),
    reloadOn: { 'schedule-changed': readChangeNotice },
  });
}
