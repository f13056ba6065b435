import { describe, expect, it } from 'vitest';
import { draftOf, emptyScheduleDraft, entryOf } from './schedule-draft';

const boston = 'America/New_York';
const threshold = 1735689600;

describe('the schedule editor form', () => {
  it('turns Boston times into the entry the server stores, and back', () => {
    const draft = {
      ...emptyScheduleDraft,
      start: '2025-04-04T12:00',
      end: '2025-04-04T13:30',
      events: ' Relay ',
      location: 'Main stage',
    };
    const result = entryOf(draft, boston);
    expect(result).toEqual({
      entry: {
        start: 1743782400,
        end: 1743787800,
        location: 'Main stage',
        events: 'Relay',
        emcees: '',
        description: '',
      },
    });
    if ('entry' in result) {
      expect(draftOf({ id: 4, ...result.entry }, threshold, boston)).toMatchObject({
        id: 4,
        untimed: false,
        start: '2025-04-04T12:00',
        end: '2025-04-04T13:30',
      });
    }
  });

  it('stores an entry without a timeslot with start and end 0', () => {
    const result = entryOf({ ...emptyScheduleDraft, untimed: true, events: 'Showcase' }, boston);
    expect(result).toMatchObject({ entry: { start: 0, end: 0 } });
    expect(
      draftOf({ id: 1, start: 0, end: 0, location: '', events: 'Showcase', emcees: '' }, threshold, boston),
    ).toMatchObject({ untimed: true, start: '', end: '' });
  });

  it('asks for a title, both times, and an end not before the start', () => {
    expect(entryOf({ ...emptyScheduleDraft, untimed: true }, boston)).toEqual({
      error: 'Give the entry a title.',
    });
    expect(entryOf({ ...emptyScheduleDraft, events: 'X', start: '2025-04-04T12:00' }, boston)).toHaveProperty(
      'error',
    );
    expect(
      entryOf(
        { ...emptyScheduleDraft, events: 'X', start: '2025-04-04T12:00', end: '2025-04-04T11:00' },
        boston,
      ),
    ).toEqual({ error: 'The end must not be before the start.' });
  });
});
