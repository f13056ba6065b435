import type { Incentive } from './incentive';

/** An incentive with every field at its plain default, for tests. */
export function incentive(id: string, fields: Partial<Incentive> = {}): Incentive {
  return {
    id,
    type: 'others',
    title: id,
    name: '',
    author: '',
    description: '',
    image: '',
    link: '',
    goalCents: null,
    raisedCents: 0,
    expiresMs: null,
    minDonationCents: null,
    infoNeeded: [],
    disabled: false,
    hidden: false,
    ...fields,
  };
}
