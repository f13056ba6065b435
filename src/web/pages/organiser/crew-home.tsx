import type { CrewRole } from '../../../contracts/crew';
import { Card } from '../../components/card';
import { SignedIn } from './password-form';
import { ScreeningPanel } from './screening-panel';

const roleWords: Record<CrewRole, string> = {
  door: 'door pass: check badges in',
  host: 'host pass: read donations out',
  moderator: 'moderator pass: screen donations and read them out',
  organiser: 'organiser pass',
};

/**
 * The dashboard for a crew pass that is not an organiser's (docs/product/organisers.md, "Crew passes"):
 * what the pass is for and the way to its page; a moderator screens donations right here, first.
 */
export function CrewHome({
  token,
  roles,
  name,
  onSignOut,
}: {
  token: string;
  roles: readonly CrewRole[];
  name: string | null;
  onSignOut(): void;
}) {
  if (roles.length === 0) {
    return (
      <section className="card">
        <p role="status">Checking your pass…</p>
      </section>
    );
  }
  // A moderator meets the queue first, right under the page's heading (docs/product/screening.md).
  return (
    <>
      {roles.includes('moderator') && <ScreeningPanel pass={token} version={0} onChanged={() => {}} />}
      <Card id="org-crew-heading" level={2} heading={name ?? 'Crew pass'} className="org-crew">
        <p>This is a {roles.map((role) => roleWords[role]).join(', ')}.</p>
        <div className="org-inline">
          {roles.includes('door') && (
            <a className="button button--primary" href="/organiser/check-in">
              Check-in at the door
            </a>
          )}
          {(roles.includes('host') || roles.includes('moderator')) && (
            <a className="button" href="/organiser/read">
              Read donations
            </a>
          )}
        </div>
        <SignedIn onSignOut={onSignOut} crewPass />
      </Card>
    </>
  );
}
