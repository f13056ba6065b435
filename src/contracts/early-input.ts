// What a rendered page's first inline script (src/server/web/early-input.ts) hands to the app once it
// has taken the page over (docs/decisions/040-early-input.md): what was typed or ticked meanwhile, and
// the presses it held back.

/** The global the inline script sets and the app reads: the one thing the two share. */
export const earlyInputGlobal = '__earlyInput';

/** A press held back: a button of its own (a counter's +), or a form's submission and its button. */
export interface EarlyPress {
  button?: HTMLElement;
  form?: HTMLFormElement;
  submitter?: HTMLElement | null;
}

export interface EarlyInput {
  /** Set by the app when it has taken the page over; from then on presses go to the app. */
  ready: boolean;
  /** Each field changed before then, with its text, or whether it is ticked (a check box or radio). */
  typed: Map<Element, string | boolean>;
  pressed: EarlyPress[];
}

/**
 * The User Timing mark the app sets when the page is in its hands and answers taps (the moment it takes
 * over what was done before): the benchmark's time to interactive (scripts/bench/slow-phone.ts).
 */
export const pageReadyMark = 'page-ready';

/** The attribute that shows a held-back press as waiting (src/web/styles/forms.css). */
export const earlyWaitingAttribute = 'data-waiting';
