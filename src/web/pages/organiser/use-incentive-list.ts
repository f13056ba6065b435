import { useMemo } from 'react';
import { incentiveFromWire } from '../../../contracts/incentive-conversion';
import { incentiveListSchema } from '../../../contracts/incentives';
import type { Incentive } from '../../../domain/incentives/incentive';
import { useOrganiserData } from './organiser-api';

const reloadOn = ['donation', 'incentives-changed'] as const;
const none: Incentive[] = [];

/**
 * Every incentive, disabled and hidden ones included (GET /api/organiser/incentive-list; a bid war's
 * raised is its options' sum). Read again after each donation, each incentive change (from any
 * organiser) and when `version` changes.
 */
export function useIncentiveList(
  pass: string,
  version: number,
): { incentives: Incentive[]; error: string | null } {
  const { data, error } = useOrganiserData(
    '/api/organiser/incentive-list',
    pass,
    incentiveListSchema,
    version,
    {
      reloadOn,
    },
  );
  const incentives = useMemo(() => data?.map(incentiveFromWire) ?? none, [data]);
  return { incentives, error };
}
