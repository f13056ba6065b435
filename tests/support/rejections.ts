import { expect } from 'vitest';

// Tests that assert on a refusal's details (PayPal's status, issue, debug id) need the error itself,
// not only that the promise was rejected.

/** What `promise` was rejected with, after checking that it is a `type`. */
export async function rejectionOf<E>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
