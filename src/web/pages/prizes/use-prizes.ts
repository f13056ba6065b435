import { type PrizeWire, prizeListSchema } from '../../../contracts/prizes';
import { getJson } from '../../lib/api';
import { type LiveData, useLiveData } from '../../lib/use-live-data';
import { useRenderedData } from '../../router/rendered-state';

/**
 * The prizes the server rendered the page with (contracts/page-data.ts); GET /api/prizes when the page
 * opens without them, and again after each organiser's change ('prizes-changed': a prize added or drawn)
 * and each reconnection, since a change made while it was down is not heard of.
 */
export function usePrizes(): LiveData<PrizeWire[]> {
  return useLiveData({
    name: 'the prizes',
    initial: useRenderedData('/api/prizes'),
    load: (signal) => getJson('/api/prizes', prizeListSchema, signal),
    reloadOn: ['prizes-changed'],
    reloadOnConnect: true,
  });
}
