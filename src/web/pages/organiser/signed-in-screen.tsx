import type { ReactNode } from 'react';
import { TestModeNotice } from '../../layout/test-mode-notice';
import { useOrganiserSession } from './organiser-session';
import { PasswordForm } from './password-form';
import { useFollowEditionSwitch } from './use-follow-edition';

interface SignedInScreenProps {
  /** The screen's own class on <main> ('door', 'read'). */
  className: string;
  /** The panel asking for the password: its class and heading. */
  panelClassName: string;
  title: string;
  children(token: string, signOut: () => void): ReactNode;
}

/**
 * A crew screen of its own (check-in at the door, the hosts' read page): the password once, then the
 * screen until the tab is closed (docs/product/organisers.md, "Signing in").
 */
export function SignedInScreen({ className, panelClassName, title, children }: SignedInScreenProps) {
  const session = useOrganiserSession();
  useFollowEditionSwitch();
  return (
    <main className={className}>
      <TestModeNotice />
      {session.token ? (
        children(session.token, session.signOut)
      ) : (
        <section className={panelClassName}>
          <h1>{title}</h1>
          <p>Give the organiser password once; this tab then stays signed in until it is closed.</p>
          <PasswordForm
            busy={session.busy}
            error={session.error}
            onGo={(pass) => void session.signIn(pass)}
          />
        </section>
      )}
    </main>
  );
}
