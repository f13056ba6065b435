// What is wrong with a form, field by field (docs/product/tickets.md, "Checkout errors"): each problem
// names the field it is about, so the page can list it as a link to that field, and the server can answer
// the same sentences when a request gets past the page.
import { formatWholeNumber } from './whole-numbers';

export interface FormProblem<Field extends string = string> {
  /** Which field: 'email', 'names.2' (the third entry of a list). The page turns it into the field's id. */
  field: Field;
  /** A sentence for the person filling in the form. */
  message: string;
}

/** A message made a sentence: the published 'Must fill out ...' errors have no final period. */
export function asSentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/** Messages as one paragraph of sentences, for an API's { error }. */
export function asParagraph(messages: readonly string[]): string {
  return messages.map(asSentence).join(' ');
}

/** The sentences alone, in order: the server's answer, and tests. */
export function messagesOf(problems: readonly FormProblem[]): string[] {
  return problems.map((problem) => problem.message);
}

/**
 * Whether typed text passes `max` characters. The spaces around it do not count: they are never stored.
 * Characters are UTF-16 code units, as a field's maxLength and a string's length count them.
 */
export function isTooLong(text: string, max: number): boolean {
  return text.trim().length > max;
}

/** 'Name on Badge (Adult 1) is too long (at most 100 characters).' */
export function tooLongMessage(field: string, max: number): string {
  return `${field} is too long (at most ${formatWholeNumber(max)} characters).`;
}
