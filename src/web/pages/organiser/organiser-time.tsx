import { useMemo } from 'react';
import { doorTime } from '../../../domain/tickets/door-time';
import { formatZonedTime } from '../../../domain/time-zone';
import { useEdition } from '../../lib/edition/use-edition';

// Every moment on the dashboard is written in the current edition's own zone with the zone's name, as on
// /donations, whatever zone the organiser's computer is set to (docs/product/organisers.md, "Times").
// The zone is the edition's (docs/decisions/082-the-public-site-follows-the-current-edition.md): a
// convention in another city is run in that city's time.

export interface OrganiserTimes {
  /** 'Apr 3, 2025, 11:00 AM EDT' for an ISO time from the server. */
  at: (iso: string) => string;
  /** 'Sat 10:32 AM EDT': the door's and the reader's shorter form, for times within the event. */
  short: (iso: string) => string;
  /** The zone's IANA name, for the editors' date-and-time fields. */
  timeZone: string;
  /** 'Eastern Time', for the fields' labels. */
  zoneLabel: string;
}

export function useOrganiserTimes(): OrganiserTimes {
  const { timeZone, timeZoneLabel } = useEdition();
  return useMemo(
    () => ({
      at: (iso: string) => formatZonedTime(Date.parse(iso), timeZone),
      short: (iso: string) => doorTime(Date.parse(iso), timeZone),
      timeZone,
      zoneLabel: timeZoneLabel,
    }),
    [timeZone, timeZoneLabel],
  );
}

export function OrganiserTime({ iso, className }: { iso: string; className?: string }) {
  const times = useOrganiserTimes();
  return (
    <time className={className} dateTime={iso}>
      {times.at(iso)}
    </time>
  );
}
