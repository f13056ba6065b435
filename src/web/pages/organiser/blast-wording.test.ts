import { describe, expect, it } from 'vitest';
import { confirmQuestion, reachText, sentText } from './blast-wording';

describe('what the dashboard blast says about whom it reaches', () => {
  it('counts attendees and the addresses that reach them', () => {
    expect(reachText({ kind: 'attendees', people: 7, addresses: 4, skipped: 0 })).toBe(
      'This reaches 7 attendees, through the 4 addresses their tickets were bought with.',
    );
    expect(reachText({ kind: 'attendees', people: 1, addresses: 1, skipped: 0 })).toBe(
      'This reaches 1 attendee, through the address their ticket was bought with.',
    );
    expect(reachText({ kind: 'attendees', people: 3, addresses: 1, skipped: 0 })).toBe(
      'This reaches 3 attendees, through the one address their tickets were bought with.',
    );
  });

  it('counts buyers and viewers in the right number', () => {
    expect(reachText({ kind: 'buyers', people: 1, addresses: 1, skipped: 0 })).toBe('This reaches 1 buyer.');
    expect(reachText({ kind: 'viewers', people: 3, addresses: 3, skipped: 1 })).toBe(
      'This reaches 3 livestream viewers. 1 stored address is not a usable address and is left out.',
    );
  });

  it('says when there is nobody to send to', () => {
    expect(reachText({ kind: 'viewers', people: 0, addresses: 0, skipped: 0 })).toBe(
      'Nobody to send to: no livestream viewers yet.',
    );
  });

  it('asks before sending and says what was queued', () => {
    const reach = { kind: 'attendees', people: 7, addresses: 4, skipped: 0 } as const;
    expect(confirmQuestion('Doors open at 9', reach)).toBe(
      '"Doors open at 9" goes to 7 attendees (4 emails). Send it now?',
    );
    expect(sentText('Doors open at 9', { ...reach, people: 1, addresses: 1 })).toBe(
      'Queued "Doors open at 9" for 1 attendee (1 email). The list below shows when they are sent.',
    );
  });
});
