import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import type { Incentive } from '../../../domain/incentives/incentive';
import { readWith } from '../../lib/socket-readers';
import { type LiveData, useLiveData } from '../../lib/use-live-data';
import { fetchIncentives } from './donation-api';

const readChangeNotice = readWith(changeNoticeSchema);

export type IncentivesState = LiveData<Incentive[]>;

/**
 * GET /api/incentives when the page opens, and again after each organiser's edit ('incentives-changed'),
 * keeping the picker shown meanwhile.
 */
export function useIncentives(): IncentivesState {
  return useLiveData({
    name: 'the incentives',
    load: fetchIncentives,
    reloadOn: { 'incentives-changed': readChangeNotice },
  });
}
