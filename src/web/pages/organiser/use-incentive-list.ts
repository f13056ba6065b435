import { useCallback, useEffect, useState } from 'react';
import { donationRecordSchema } from '../../../contracts/donations';
import { incentiveFromWire, incentiveListSchema } from '../../../contracts/incentives';
import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import type { Incentive } from '../../../domain/incentives/incentive';
import { useRealtimeEvent } from '../../lib/socket';
import { readWith } from '../../lib/socket-readers';
import { failureText, organiserPost } from './organiser-api';

const readDonation = readWith(donationRecordSchema);
const readNotice = readWith(changeNoticeSchema);

/**
 * Every incentive, disabled and hidden ones included (POST /api/organiser/incentive-list; a bid war's
 * raised is its options' sum). Read again after each donation, each incentive change (from any organiser) and when
 * `version` changes.
 */
export function useIncentiveList(
  pass: string,
  version: number,
): { incentives: Incentive[]; error: string | null } {
  const [incentives, setIncentives] = useState<Incentive[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    void version;
    void tick;
    const controller = new AbortController();
    organiserPost('/api/organiser/incentive-list', pass, {}, incentiveListSchema, controller.signal).then(
      (list) => {
        setIncentives(list.map(incentiveFromWire));
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failureText(failure));
      },
    );
    return () => controller.abort();
  }, [pass, version, tick]);

  useRealtimeEvent('donation', readDonation, reload);
  useRealtimeEvent('incentives-changed', readNotice, reload);
  return { incentives, error };
}
