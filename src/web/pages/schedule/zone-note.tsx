import { zoneAbbreviation } from '../../../domain/time-zone';
import { useEdition } from '../../lib/edition/use-edition';
import { Link } from '../../router/link';
import { useLocation, useSearchParams } from '../../router/use-location';

// Times default to the convention's own zone; '?zone=local' shows them in the visitor's zone. A query
// parameter rather than component state makes the toggle a real link: it can be shared and bookmarked.

export interface ShownZone {
  local: boolean;
  /** IANA zone passed to the formatters; undefined means the browser's own zone. */
  timeZone: string | undefined;
}

export function useShownZone(): ShownZone {
  const params = useSearchParams();
  const local = params.get('zone') === 'local';
  const edition = useEdition();
  return { local, timeZone: local ? undefined : edition.timeZone };
}

interface Props {
  zone: ShownZone;
  /** Epoch seconds at which to name the zone (summer or winter time). */
  referenceTime: number;
}

export function ZoneNote({ zone, referenceTime }: Props) {
  const { pathname } = useLocation();
  const edition = useEdition();
  const abbreviation = zoneAbbreviation(referenceTime * 1000, zone.timeZone);
  const shown = zone.local
    ? `your local time (${Intl.DateTimeFormat().resolvedOptions().timeZone}, ${abbreviation})`
    : `${edition.timeZoneLabel} (${abbreviation})`;
  return (
    <p className="schedule-zone">
      Times are shown in <strong>{shown}</strong>.{' '}
      {zone.local ? (
        <Link to={pathname} replace preventScrollReset>
          Show times in {edition.timeZoneLabel}
        </Link>
      ) : (
        <Link to="?zone=local" replace preventScrollReset>
          Show times in your local time
        </Link>
      )}
    </p>
  );
}
