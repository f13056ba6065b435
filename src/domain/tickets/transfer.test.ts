import { describe, expect, it } from 'vitest';
import { messagesOf } from '../form-problems';
import { transferProblems } from './transfer';

describe('passing a ticket on', () => {
  it('takes a name and an address, spaces around them aside', () => {
    expect(transferProblems({ name: ' Cy Grid ', email: 'cy@example.com ' })).toEqual([]);
  });

  it('asks for both fields when they are empty', () => {
    expect(messagesOf(transferProblems({ name: '  ', email: '' }))).toEqual([
      'Must fill out the required field: New holder’s name',
      'Must fill out the required field: New holder’s email',
    ]);
  });

  it('refuses an address that can never arrive and a name past the badge’s length', () => {
    const problems = transferProblems({ name: 'x'.repeat(101), email: 'cy@localhost' });
    expect(problems.map((problem) => problem.field)).toEqual(['name', 'email']);
    expect(messagesOf(problems)).toEqual([
      'New holder’s name is too long (at most 100 characters).',
      'Must enter a valid email address for the new holder.',
    ]);
  });
});
