import { type FormEvent, useId, useState } from 'react';

interface PasswordFormProps {
  busy: boolean;
  error: string | null;
  onGo(pass: string): void;
}

/**
 * The password box with its Go button (docs/product/organisers.md, "The dashboard"): Go loads the badge list.
 */
export function PasswordForm({ busy, error, onGo }: PasswordFormProps) {
  const id = useId();
  const [pass, setPass] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGo(pass);
  };
  return (
    <form className="org-form org-password org-no-print" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-pass`}>Organiser password</label>
        <div className="org-inline">
          <input
            id={`${id}-pass`}
            type="password"
            autoComplete="current-password"
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            value={pass}
            onChange={(event) => setPass(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            Go
          </button>
        </div>
      </div>
      <p id={`${id}-error`} className="org-status org-status--error" role="alert">
        {error}
      </p>
    </form>
  );
}

/**
 * Shown instead of the password box while this tab is signed in: the ways to the door's check-in page and
 * the hosts' read page, and Sign out, which forgets the token here (closing the tab does too).
 */
export function SignedIn({ onSignOut, crewPass = false }: { onSignOut(): void; crewPass?: boolean }) {
  // A crew pass's own ways are shown beside what it is for (crew-home.tsx).
  return (
    <div className="org-inline org-signed-in">
      <p>Signed in on this tab.</p>
      {!crewPass && (
        <>
          <a className="button" href="/organiser/check-in">
            Check-in at the door
          </a>
          <a className="button" href="/organiser/read">
            Read donations
          </a>
        </>
      )}
      <button type="button" className="button" onClick={onSignOut}>
        Sign out
      </button>
    </div>
  );
}
