import { describe, expect, it } from 'vitest';
import {
  blastAlert,
  blastBody,
  blastOutcome,
  confirmButton,
  confirmText,
  emptyBlastForm,
  formAfterSend,
} from './email-blast-form';

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

  const toBoth = blastBody({
    ...emptyBlastForm,
    subject: ' Doors open at 9 ',
    text: 'x',
    regular: true,
    livestream: true,
  });

  it('says how many were queued and what, or why nothing was sent', () => {
    expect(blastOutcome({ status: 200, body: { id: 1, recipients: 3, skipped: 0 } }, toBoth).text).toBe(
      'Queued "Doors open at 9" for 3 recipients (every in-person ticket buyer and every livestream ticket address). The dashboard shows when they are sent.',
    );
    const test = blastBody({ ...emptyBlastForm, subject: 'Hi', email: 'me@example.org' });
    expect(blastOutcome({ status: 200, body: { id: 2, recipients: 1, skipped: 0 } }, test).text).toBe(
      'Queued a test of "Hi" for me@example.org. The message stays in the form, to send to the audiences next.',
    );
    expect(blastOutcome({ status: 429, body: { error: 'Too many wrong passwords.' } }, toBoth)).toEqual({
      text: 'Too many wrong passwords. Nothing was sent.',
      error: true,
    });
  });

  it('asks before sending to an audience, naming how many people and who they are', () => {
    expect(confirmText({ recipients: 12, skipped: 0 }, toBoth)).toBe(
      '"Doors open at 9" will go to 12 people: every in-person ticket buyer and every livestream ticket address. Send it now?',
    );
    expect(confirmButton({ recipients: 1, skipped: 0 })).toBe('Send to 1 person');
    const regular = blastBody({ ...emptyBlastForm, subject: 'S', regular: true });
    expect(confirmText({ recipients: 2, skipped: 1 }, regular)).toBe(
      '"S" will go to 2 people: every in-person ticket buyer. 1 stored address is not valid and will be left out. Send it now?',
    );
    expect(confirmText({ recipients: 0, skipped: 0 }, regular)).toBe(
      'Nobody would receive this email: there is no address yet for every in-person ticket buyer.',
    );
  });

  it('starts a new message after a send to the audiences, and keeps the message after a test', () => {
    const written = { ...emptyBlastForm, pass: 'pw', subject: 'S', text: 'T', regular: true };
    expect(formAfterSend(written)).toEqual({ ...emptyBlastForm, pass: 'pw' });
    expect(formAfterSend({ ...written, email: 'me@example.org' })).toEqual({ ...written, email: '' });
  });
});
