import { incentiveFromWire } from '../../../contracts/incentive-conversion';
import type { Incentive } from '../../../domain/incentives/incentive';
import { type LiveData, useLiveData } from '../../lib/use-live-data';
import { useRenderedData } from '../../router/rendered-state';
import { fetchIncentives } from './donation-api';

export type IncentivesState = LiveData<Incentive[]>;

/**
 * GET /api/incentives when the page opens (or, on a page the server rendered with them, when its socket
 * connects), and again after each organiser's edit ('incentives-changed') and each reconnection, keeping
 * the picker shown meanwhile.
 */
export function useIncentives(): IncentivesState {
  return useLiveData({
    name: 'the incentives',
    initial: useRenderedData('/api/incentives')?.map(incentiveFromWire),
    load: fetchIncentives,
    reloadOn: ['incentives-changed'],
    reloadOnConnect: true,
  });
}
