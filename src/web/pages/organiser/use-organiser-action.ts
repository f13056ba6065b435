import { useState } from 'react';
import type { FormStatusValue } from '../../components/forms';
import { failureText } from './organiser-api';

/**
 * One organiser action at a time (a save, a toggle, a refund): `busy` while it runs, then `status`
 * says what it did or why the server refused it. An action returns the sentence to show; `run` tells
 * whether it succeeded, and calls `onDone` when it did.
 */
export function useOrganiserAction(onDone?: () => void) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatusValue | null>(null);

  async function run(action: () => Promise<string>): Promise<boolean> {
    setBusy(true);
    try {
      setStatus({ text: await action(), error: false });
      onDone?.();
      return true;
    } catch (failure) {
      setStatus({ text: failureText(failure), error: true });
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** A problem found before anything was sent (the form's own checks). */
  const refuse = (text: string) => setStatus({ text, error: true });

  /** Sends what the form's own checks made of its draft, or shows the first thing to fix. */
  function submit<T extends object>(checked: T | { error: string }, action: (value: T) => Promise<string>) {
    if ('error' in checked) refuse(checked.error);
    else void run(() => action(checked));
  }

  return { busy, status, setStatus, run, refuse, submit };
}
