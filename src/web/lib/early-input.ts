import {
  type EarlyInput,
  type EarlyPress,
  earlyInputGlobal,
  earlyWaitingAttribute,
  pageReadyMark,
} from '../../contracts/early-input';

// Taking over what a visitor did on a rendered page before its script ran (docs/decisions/040-early-input.md).
// React takes the fields over as they are but knows nothing of what they hold, and its next render writes
// its own values back into them; so each field the inline guard (src/server/web/early-input.ts) saw
// change is reported to the page as an ordinary change, with what it held, then the presses it held
// back are made again, in order.

type Typed =
  | { field: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { box: HTMLInputElement; want: boolean }
  | { select: HTMLSelectElement; value: string };

/** The changes noted, as changes to report: a radio is unchosen only by choosing another. */
function typedFields(noted: Map<Element, string | boolean>): Typed[] {
  const typed: Typed[] = [];
  for (const [field, value] of noted) {
    if (typeof value === 'boolean') {
      const box = field as HTMLInputElement;
      if (value || box.type === 'checkbox') typed.push({ box, want: value });
    } else if (field instanceof HTMLSelectElement) {
      typed.push({ select: field, value });
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      typed.push({ field, value });
    }
  }
  return typed;
}

/**
 * Makes `value` a change the page hears of. React tracks the value it last saw through the field's own
 * `value` property; the prototype's setter goes around that, so the input event reads as a change.
 */
function report(typed: Typed) {
  if ('box' in typed) {
    typed.box.checked = !typed.want;
    typed.box.click();
    return;
  }
  if ('select' in typed) {
    // React hears a select's change event as it is; it keeps no value of its own to go around.
    typed.select.value = typed.value;
    typed.select.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const { value } = typed;
  // A change reported before may have rendered the field anew (a badge name once the counts arrive).
  const field = typed.field.isConnected ? typed.field : document.getElementById(typed.field.id);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = value === '' ? '0' : '';
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One press made again, in a task of its own, so the page has rendered the one before. */
function press({ button, form, submitter }: EarlyPress) {
  (submitter ?? button ?? form)?.removeAttribute(earlyWaitingAttribute);
  if (button?.isConnected) button.click();
  if (form?.isConnected) {
    const own = submitter instanceof HTMLButtonElement && submitter.form === form;
    form.requestSubmit(own ? submitter : null);
  }
}

async function pressAgain(pressed: EarlyPress[]) {
  for (const held of pressed) {
    await nextTask();
    try {
      press(held);
    } catch (error) {
      console.error('A press made before the page started could not be made again', error);
    }
  }
}

/**
 * Once, when the first page has rendered in the browser: from then on the page answers for itself. The
 * changes are reported after React's current work, outside its rendering.
 */
export function takeOverEarlyInput() {
  if (performance.getEntriesByName(pageReadyMark).length === 0) performance.mark(pageReadyMark);
  const early = (window as unknown as Record<string, EarlyInput | undefined>)[earlyInputGlobal];
  if (!early || early.ready) return;
  early.ready = true;
  const typed = typedFields(early.typed);
  const pressed = early.pressed.splice(0);
  queueMicrotask(() => {
    for (const field of typed) report(field);
    void pressAgain(pressed);
  });
}
