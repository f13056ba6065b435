// A contract schema a page fetches with its first use rather than with the page: the form pages read their
// answers with zod/mini, and zod's core is not on the way to their first tap
// (docs/decisions/085-form-pages-read-with-zod-loaded-on-first-read.md).

/** What reads an answer: anything with zod's safeParse, classic or zod/mini. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A schema still to be fetched; `load` imports its module, which the browser fetches once. */
export interface LazySchema<T> {
  load(): Promise<AnswerSchema<T>>;
}

export const lazySchema = <T>(load: () => Promise<AnswerSchema<T>>): LazySchema<T> => ({ load });
