import { describe, expect, it } from 'vitest';
import { blastAlert, blastBody, blastOutcome, emptyBlastForm } from './email-blast-form';

describe('the email-blast form', () => {
  it('alerts SUCCESS on 200, BAD PASS on 403 and UNKNOWN ERROR on anything else', () => {
    expect(blastAlert(200)).toBe('SUCCESS');
    expect(blastAlert(403)).toBe('BAD PASS');
    for (const status of [0, 201, 400, 429, 500]) expect(blastAlert(status)).toBe('UNKNOWN ERROR');
  });

  it('sends an empty email field as null, so the blast goes to the chosen audiences', () => {
    expect(blastBody({ ...emptyBlastForm, email: '  ', regular: true })).toMatchObject({
      email: null,
      regular: true,
      livestream: false,
    });
    expect(blastBody({ ...emptyBlastForm, email: ' me@example.com ' }).email).toBe('me@example.com');
  });

  it('says how many were queued, or why nothing was sent', () => {
    expect(blastOutcome({ status: 200, body: { id: 1, recipients: 3, skipped: 0 } }).text).toBe(
      'Queued for 3 recipients; the dashboard shows when they are sent.',
    );
    expect(blastOutcome({ status: 429, body: { error: 'Too many wrong passwords.' } })).toEqual({
      text: 'Too many wrong passwords. Nothing was sent.',
      error: true,
    });
  });
});
