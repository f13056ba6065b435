import { type PrizeWire, prizeListSchema } from '../../../contracts/prizes';
import { getJson } from '../../lib/api';
import { readChangeNotice } from '../../lib/socket-readers';
import { type LiveData, useLiveData } from '../../lib/use-live-data';

/**
 * GET /api/prizes when the page opens, and again after each organiser's change ('prizes-changed': a prize
 * added or drawn) and each reconnection, since a change made while it was down is not heard of.
 */
export function usePrizes(): LiveData<PrizeWire[]> {
  return useLiveData({
    name: 'the prizes',
    load: (signal) => getJson('/api/prizes', prizeListSchema, signal),
    reloadOn: { 'prizes-changed': readChangeNotice },
    reloadOnConnect: true,
  });
}
