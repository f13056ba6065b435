import { expect } from 'vitest';
import { compareNowResponseSchema } from '../../src/contracts/books';
import { organiserPost } from './organiser-requests';
import type { TestApp } from './test-app';

// The dashboard's "Compare now", as an organiser presses it: the daily comparison with PayPal, which books
// what only Transaction Search shows before it compares (docs/product/payments.md, "Books that match
// PayPal").

/** Presses "Compare now"; the differences it reports about one order (its sentences name the order). */
export async function compareNowAbout(app: TestApp, orderId: string): Promise<string[]> {
  const answer = await organiserPost(app, '/api/organiser/books/compare');
  expect(answer.status).toBe(200);
  const { books } = compareNowResponseSchema.parse(answer.body);
  if (books.state === 'failed' || books.state === 'never') throw new Error(`comparison ${books.state}`);
  return books.state === 'match' ? [] : books.differences.filter((sentence) => sentence.includes(orderId));
}
