import { useId } from 'react';
import {
  type OrganiserWaitingList,
  organiserWaitingListSchema,
} from '../../../contracts/organiser-waiting-list';
import { Card } from '../../components/card';
import { OrgTable } from './org-table';
import { useOrganiserData } from './organiser-api';
import { type OrganiserTimes, useOrganiserTimes } from './organiser-time';
import type { DashboardPanelProps } from './panel-props';

type Entry = OrganiserWaitingList['entries'][number];

function holdText(hold: Entry['hold'], times: OrganiserTimes): string {
  if (!hold) return 'Waiting';
  const until = `${times.at(hold.until)} (${times.zoneLabel})`;
  const places = `${hold.places} ${hold.places === 1 ? 'place' : 'places'}`;
  return hold.paying ? `${places} held until ${until}; paying now` : `${places} held until ${until}`;
}

/**
 * The waiting list (docs/product/organisers.md, "The waiting list"): who waits for in-person places, in
 * line order, and the places held for each person emailed. Read again after every purchase, and every
 * half minute, as holds are given and lapse by the sweep.
 */
export function WaitingListPanel({ pass, version }: Omit<DashboardPanelProps, 'onChanged'>) {
  const id = useId();
  const times = useOrganiserTimes();
  const { data, error } = useOrganiserData(
    '/api/organiser/waiting-list',
    pass,
    organiserWaitingListSchema,
    version,
    {
      reloadOn: ['ticket'],
      refreshEveryMs: 30_000,
    },
  );
  if (data && data.capacity === null && data.entries.length === 0) return null;
  const hours = data ? data.holdMinutes / 60 : 0;
  return (
    <Card id={`${id}-heading`} level={2} heading="Waiting list">
      {error && <p className="org-status org-status--error">{error}</p>}
      <p aria-busy={!data}>
        {!data
          ? '…'
          : data.entries.length === 0
            ? 'Nobody is waiting for in-person places.'
            : `${data.entries.length} waiting, first in line first. Freed places are offered by email and held for ${Number.isInteger(hours) ? `${hours} hours` : `${data.holdMinutes} minutes`}; an unused hold passes to the next in line.`}
      </p>
      {data && data.entries.length > 0 && (
        <OrgTable
          columns={['#', 'Email', 'Places', 'Joined', 'Hold']}
          caption="Waiting list, first in line first"
        >
          {data.entries.map((entry) => (
            <tr key={entry.position}>
              <td>{entry.position}</td>
              <td>{entry.email}</td>
              <td>{entry.places}</td>
              <td>{times.at(entry.joinedAt)}</td>
              <td>{holdText(entry.hold, times)}</td>
            </tr>
          ))}
        </OrgTable>
      )}
    </Card>
  );
}
