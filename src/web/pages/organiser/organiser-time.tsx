import { edition } from '../../../../content/edition';
import { formatZonedTime } from '../../../domain/time-zone';

// Every moment on the dashboard is written in the convention's own zone with the zone's name, as on
// /donations, whatever zone the organiser's computer is set to (docs/product/organisers.md, "Times").

/** 'Apr 3, 2025, 11:00 AM EDT' for an ISO time from the server. */
export const organiserTime = (iso: string) => formatZonedTime(Date.parse(iso), edition.timeZone);

export function OrganiserTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time className={className} dateTime={iso}>
      {organiserTime(iso)}
    </time>
  );
}
