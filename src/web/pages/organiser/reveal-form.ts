import { useEffect, useRef } from 'react';

// "Edit" on a row fills a form further down the page; on a phone that form is a screen or more away.
// Moving to it and putting the cursor in its first field shows the organiser what Edit did, and a
// keyboard or screen-reader user lands where the typing happens (docs/product/organisers.md, "On a phone").

const firstField =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * The ref of the form to reveal; `editing` names what the form holds (an id, or null for none). Each
 * time it changes to something, the form scrolls to the top of the screen and its first field is focused.
 */
export function useRevealOnEdit<T extends HTMLElement>(editing: string | number | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const form = ref.current;
    if (editing === null || !form) return;
    form.scrollIntoView({ block: 'start' });
    form.querySelector<HTMLElement>(firstField)?.focus({ preventScroll: true });
  }, [editing]);
  return ref;
}
