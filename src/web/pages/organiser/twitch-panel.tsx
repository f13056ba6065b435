import { useId } from 'react';
import {
  clearMarksResponseSchema,
  type OrganiserTwitch,
  organiserTwitchSchema,
} from '../../../contracts/twitch';
import { Card } from '../../components/card';
import { FormStatus } from '../../components/forms';
import { organiserPost, useOrganiserData } from './organiser-api';
import { useOrganiserTimes } from './organiser-time';
import { useOrganiserAction } from './use-organiser-action';

const cheerLines: Record<OrganiserTwitch['cheers'], string> = {
  on: 'Cheers are connected: each one counts as a donation, and !markcell lights cells on /markcell.',
  off: 'Cheers are not connected: TWITCH_EVENTSUB_SECRET and TWITCH_BROADCASTER_ID are not set on the server.',
  revoked:
    'Twitch ended the cheer subscription: cheers are not counted until npm run twitch:subscribe makes it again.',
};

/**
 * Twitch cheers on the dashboard (docs/product/donations-and-incentives.md, "Bits"): whether they are
 * connected, every subscription Twitch revoked, and "Clear all marks" for the /markcell overlay.
 */
export function TwitchPanel({ token, version }: { token: string; version: number }) {
  const id = useId();
  const times = useOrganiserTimes();
  const { data, error } = useOrganiserData('/api/organiser/twitch', token, organiserTwitchSchema, version, {
    reloadOn: ['cell-marked', 'cell-marks-cleared'],
    refreshEveryMs: 15_000,
  });
  const clear = useOrganiserAction();

  function clearAll() {
    void clear.run(async () => {
      const { cleared } = await organiserPost(
        '/api/organiser/markcell/clear',
        token,
        {},
        clearMarksResponseSchema,
      );
      return cleared === 0 ? 'No cell was lit.' : `Cleared ${cleared} ${cleared === 1 ? 'mark' : 'marks'}.`;
    });
  }

  return (
    <Card id={`${id}-heading`} level={2} heading="Twitch cheers" className="org-no-print">
      {error && <p className="org-status org-status--error">{error}</p>}
      <p aria-busy={!data}>{data ? cheerLines[data.cheers] : '…'}</p>
      {data && data.revocations.length > 0 && (
        <>
          <h3>Revoked by Twitch</h3>
          <ul>
            {data.revocations.map((revocation) => (
              <li key={`${revocation.time}-${revocation.status}`}>
                {times.at(revocation.time)}: {revocation.type}, reason “{revocation.status}”
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        {data?.activeMarks ? `${data.activeMarks} lit on /markcell now.` : 'No cell is lit on /markcell now.'}
      </p>
      <div className="org-actions">
        <button type="button" className="button" disabled={clear.busy} onClick={clearAll}>
          Clear all marks
        </button>
      </div>
      <FormStatus status={clear.status} alertOnError />
    </Card>
  );
}
