import { blankIncentive, type Incentive } from './incentive';

/** An incentive titled like its id with every other field at its plain value, for tests. */
export function incentive(id: string, fields: Partial<Incentive> = {}): Incentive {
  return { ...blankIncentive, id, title: id, infoNeeded: [], ...fields };
}
