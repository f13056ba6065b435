import { type MouseEvent, useEffect, useId, useRef } from 'react';
import type { FormProblem } from '../../domain/form-problems';

interface ProblemListProps {
  /** The line above the list: 'Please resolve the following errors before continuing:'. */
  intro: string;
  /** What is wrong with the form now; nothing is shown while there is nothing. */
  problems: readonly FormProblem[];
  /** The id of the element a problem's field is, so its message can take the buyer there. */
  fieldId(field: string): string;
  className: string;
  /** Focus moves to the list each time this changes to a number above 0 (each Checkout that found problems). */
  focusKey?: number;
}

/** Scrolls the field's label into view and puts the cursor in the field. */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  const target = field.closest('.field, fieldset') ?? field;
  target.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * A form's problems, each a link to its field (docs/product/tickets.md, "Checkout errors"). The list is
 * read from the form as it is, so it shortens as the person fixes things; focus moves to it only when they
 * press Checkout, never while they type.
 */
export function ProblemList({ intro, problems, fieldId, className, focusKey = 0 }: ProblemListProps) {
  const id = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusKey > 0) box.current?.focus();
  }, [focusKey]);
  if (problems.length === 0) return null;
  return (
    <section ref={box} className={className} aria-labelledby={`${id}-intro`} tabIndex={-1}>
      <p id={`${id}-intro`}>{intro}</p>
      <ul>
        {problems.map(({ field, message }) => (
          <li key={`${field} ${message}`}>
            <a href={`#${fieldId(field)}`} onClick={(event) => goToField(event, fieldId(field))}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Ids for a form's fields from one prefix: 'names.2' becomes '<prefix>-names-2'. */
export function fieldIds(prefix: string): (field: string) => string {
  return (field) => `${prefix}-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/**
 * A form's own id, for its other elements, and its fields' ids: each field's id is its name in the
 * form's problems ('names.2'), so each problem links to its field.
 */
export function useFieldIds(): { id: string; fieldId(field: string): string } {
  const id = useId();
  return { id, fieldId: fieldIds(`${id}-field`) };
}
