import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type CrewPass,
  type CrewRole,
  crewPassCreatedSchema,
  crewPassListSchema,
  crewPassNameMax,
  crewPassRevokedSchema,
} from '../../../contracts/crew';
import { nameFieldMaxLength } from '../../../domain/name-length';
import { Card } from '../../components/card';
import { Field, FormStatus, SelectField } from '../../components/forms';
import { OrgTable } from './org-table';
import { organiserPost, useOrganiserData } from './organiser-api';
import { OrganiserTime } from './organiser-time';
import { useOrganiserAction } from './use-organiser-action';

const roleChoices: { role: CrewRole; label: string }[] = [
  { role: 'door', label: 'Door: check-in only' },
  { role: 'host', label: 'Host: the read page only' },
  { role: 'moderator', label: 'Moderator: screening and the read page' },
  { role: 'organiser', label: 'Organiser: everything' },
];

const roleName: Record<CrewRole, string> = {
  door: 'door pass',
  host: 'host pass',
  moderator: 'moderator pass',
  organiser: 'organiser pass',
};

interface Made {
  name: string;
  role: CrewRole;
  link: string;
  expires: string;
}

/**
 * Crew passes (docs/product/organisers.md, "Crew passes"): a named pass per crew member, whose link signs
 * their phone in to their part of the tools only; it is shown once, with a QR code to scan from this
 * screen. Revoke ends it at once, on every page it is open on.
 */
export function CrewPassesPanel({ token, onChanged }: { token: string; onChanged(): void }) {
  const id = useId();
  const [version, setVersion] = useState(0);
  const { data, error } = useOrganiserData('/api/organiser/passes/list', token, crewPassListSchema, version);
  const reload = () => {
    setVersion((n) => n + 1);
    onChanged();
  };
  const make = useOrganiserAction(reload);
  const revoke = useOrganiserAction(reload);
  const [name, setName] = useState('');
  const [role, setRole] = useState<CrewRole>('door');
  const [made, setMade] = useState<Made | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The previous pass's link goes at once: whatever this attempt gives, a link on screen is its own.
    setMade(null);
    if (name.trim() === '') {
      make.refuse('Give the pass a name: who will carry it.');
      return;
    }
    void make.run(async () => {
      const answer = await organiserPost(
        '/api/organiser/passes',
        token,
        { name, role },
        crewPassCreatedSchema,
      );
      setMade({ name: name.trim(), role, link: answer.link, expires: answer.expires });
      setName('');
      return `Made a ${role} pass for ${name.trim()}. Its link is shown below this once.`;
    });
  }

  function revokePass(pass: CrewPass) {
    if (!window.confirm(`Revoke the ${pass.role} pass of ${pass.name}? It stops working at once.`)) return;
    void revoke.run(async () => {
      await organiserPost(`/api/organiser/passes/${pass.id}/revoke`, token, {}, crewPassRevokedSchema);
      if (made?.name === pass.name) setMade(null);
      return `Revoked the pass of ${pass.name}.`;
    });
  }

  return (
    <Card id={`${id}-heading`} level={2} heading="Crew passes" className="org-no-print">
      <p>
        A pass lets one crew member in to their part only, from their phone, without the organiser password.
        It works for 7 days unless revoked.
      </p>
      <form className="org-form" onSubmit={submit}>
        <Field
          label="Who carries it"
          value={name}
          maxLength={nameFieldMaxLength(crewPassNameMax)}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label="What it opens"
          value={role}
          onChange={(event) => setRole(event.target.value as CrewRole)}
        >
          {roleChoices.map((choice) => (
            <option key={choice.role} value={choice.role}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--primary" disabled={make.busy}>
          Make pass
        </button>
        <FormStatus status={make.status} alertOnError />
      </form>
      {/* Keyed by the link: a new pass starts with its own Copy button, never one already "Copied". */}
      {made && <MadeLink key={made.link} made={made} />}
      {error && <p className="org-status org-status--error">{error}</p>}
      {data && data.passes.length > 0 && (
        <OrgTable columns={['Name', 'Role', 'Expires', 'State']} actions caption="Crew passes">
          {data.passes.map((pass) => (
            <tr key={pass.id}>
              <td>{pass.name}</td>
              <td>{pass.role}</td>
              <td>
                <OrganiserTime iso={pass.expires} />
              </td>
              <td>{passState(pass)}</td>
              <td>
                {pass.revoked === null && Date.parse(pass.expires) > Date.now() && (
                  <button
                    type="button"
                    className="button"
                    disabled={revoke.busy}
                    aria-label={`Revoke the pass of ${pass.name}`}
                    onClick={() => revokePass(pass)}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </OrgTable>
      )}
      <FormStatus status={revoke.status} alertOnError />
    </Card>
  );
}

function passState(pass: CrewPass): string {
  if (pass.revoked !== null) return 'Revoked';
  return Date.parse(pass.expires) > Date.now() ? 'Works' : 'Expired';
}

/** The new pass's link, this once: copy it into a message, or let the crew member scan it from here. */
function MadeLink({ made }: { made: Made }) {
  const [copied, setCopied] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setQr(null);
    // Loaded only when a pass is made: the dashboard's own script stays as small as it was.
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(made.link, { margin: 1, width: 240 }).then((url) => live && setQr(url)),
    );
    return () => {
      live = false;
    };
  }, [made.link]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(made.link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="org-pass-link">
      <p>
        The link for <strong>{made.name}</strong>, {roleName[made.role]} (shown only now; it works until{' '}
        <OrganiserTime iso={made.expires} />
        ):
      </p>
      <div className="org-inline">
        <input
          readOnly
          value={made.link}
          aria-label={`Pass link for ${made.name}`}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
      {qr && <img src={qr} width={240} height={240} alt={`QR code of the pass link for ${made.name}`} />}
    </div>
  );
}
