// zod/mini, as every page reads a refusal (docs/decisions/070-one-validator-per-wire-shape.md); the
// sentences below read the issues of classic and mini schemas alike.
import * as z from 'zod/mini';

// A missing field is told by its issue's message: zod drops the input from its issues. Classic zod loads
// English messages that name it ("..., received undefined"); zod/mini loads none, so where no classic
// schema was ever made (the browser, a test of mini shapes) this gives that one message, the same words.
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined
      ? `Invalid input: expected ${issue.expected}, received undefined`
      : undefined,
});

export { apiErrorSchema } from './api-error';

const kinds: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const formats: Record<string, string> = {
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date and time in ISO 8601 form',
  email: 'an email address',
};

/** 'info.names[2]'; the empty path is the body itself. */
function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the request';
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function bound(issue: { origin: string; inclusive?: boolean }, limit: unknown, big: boolean): string {
  const n = String(limit);
  const one = n === '1';
  if (issue.origin === 'string')
    return `${big ? 'at most' : 'at least'} ${n} character${one ? '' : 's'} long`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return `${big ? 'at most' : 'at least'} ${n} ${one ? 'entry' : 'entries'}`;
  if (issue.inclusive === false) return `${big ? 'less' : 'greater'} than ${n}`;
  return `${big ? 'at most' : 'at least'} ${n}`;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      // zod leaves `input` out unless asked; its English message names what arrived.
      const missing =
        ('input' in issue && issue.input === undefined) || /received undefined$/.test(issue.message);
      if (missing) return `${field} is missing`;
      return `${field} must be ${kinds[issue.expected] ?? issue.expected}`;
    }
    case 'too_big':
      return issue.origin === 'array'
        ? `${field} must have ${bound(issue, issue.maximum, true)}`
        : `${field} must be ${bound(issue, issue.maximum, true)}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${field} must not be empty`;
      return issue.origin === 'array'
        ? `${field} must have ${bound(issue, issue.minimum, false)}`
        : `${field} must be ${bound(issue, issue.minimum, false)}`;
    case 'unrecognized_keys':
      return `${field} has ${issue.keys.length === 1 ? 'an unexpected field' : 'unexpected fields'} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_value':
      return `${field} must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'invalid_union': {
      const options = 'options' in issue && Array.isArray(issue.options) ? issue.options : undefined;
      if (!options) return `${field} does not match any accepted form`;
      const named = options.filter((o) => o != null).map((o) => JSON.stringify(o));
      if (named.length < options.length) named.push('left out');
      return `${field} must be ${named.join(' or ')}`;
    }
    case 'invalid_format':
      return `${field} must be ${formats[issue.format] ?? `in ${issue.format} form`}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}`;
    default:
      // Our own refinements write whole sentences; others get the field in front.
      return issue.path.length === 0 || issue.code === 'custom'
        ? issue.message
        : `${field}: ${issue.message}`;
  }
}

/**
 * One sentence a person can act on, for the { error } answer of any route whose body failed its
 * schema: 'The request was refused: tickets.adult must be a whole number; info.email is missing.'
 */
export function describeZodError(error: z.core.$ZodError, maxProblems = 3): string {
  const problems = [...new Set(error.issues.map((issue) => describeIssue(issue).replace(/\.$/, '')))];
  const shown = problems.slice(0, maxProblems);
  const more = problems.length - shown.length;
  const tail = more > 0 ? ` (and ${more} more ${more === 1 ? 'problem' : 'problems'})` : '';
  return `The request was refused: ${shown.join('; ')}${tail}.`;
}
