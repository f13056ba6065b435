import { type FormEvent, type ReactNode, useState } from 'react';
import { FormStatus } from '../../components/forms';
import type { useOrganiserAction } from './use-organiser-action';

interface DeskChangeProps {
  /** The caller's useId: the status's id derives from it, as its fields' ids do. */
  id: string;
  /** The button that opens the form: its text, and its name for a screen reader. */
  openText: string;
  openLabel: string;
  submitText: string;
  action: ReturnType<typeof useOrganiserAction>;
  /** Sets the fields to their starting values as the form opens. */
  onOpen(): void;
  /** Makes the change; true when it was made, which closes the form. */
  onSave(): Promise<boolean>;
  /** The fields before the last one, which stands in a row with the buttons. */
  children: ReactNode;
  lastInput: ReactNode;
}

/** A change to one badge at the desk: a button that opens a small form in place, and what came of it. */
export function DeskChange({
  id,
  openText,
  openLabel,
  submitText,
  action,
  onOpen,
  onSave,
  children,
  lastInput,
}: DeskChangeProps) {
  const [open, setOpen] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (await onSave()) setOpen(false);
  }

  return (
    <span className="org-holder">
      {!open && (
        <button
          type="button"
          className="button"
          aria-label={openLabel}
          onClick={() => {
            onOpen();
            action.setStatus(null);
            setOpen(true);
          }}
        >
          {openText}
        </button>
      )}
      {open && (
        <form className="org-form org-holder__form" onSubmit={(event) => void save(event)} noValidate>
          {children}
          <div className="org-inline">
            {lastInput}
            <button type="submit" className="button" disabled={action.busy}>
              {submitText}
            </button>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {action.status && <FormStatus id={`${id}-status`} status={action.status} alertOnError />}
    </span>
  );
}
