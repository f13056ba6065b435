import { describe, expect, it } from 'vitest';
import type { EditionWire } from '../../../contracts/editions';
import { copyDraftOf, createOfDraft, editionDraftOf, editOfDraft } from './edition-draft';

const typeText = (label: string, ages?: string) => ({
  label,
  ...(ages ? { ages } : {}),
  description: `${label} ticket.`,
});

const edition: EditionWire = {
  id: 1,
  year: 2025,
  name: 'Grid Gathering',
  startsAt: '2025-04-03T13:00:00.000Z',
  endsAt: '2025-04-06T22:00:00.000Z',
  timeZone: 'America/New_York',
  timeZoneLabel: 'Boston time',
  datesText: 'April 3-6, 2025',
  venue: {
    name: 'Hotel',
    address: '1 Way',
    area: 'Dedham',
    nearestStation: 'Station',
    walkFromStation: '7 min',
  },
  prices: {
    inPerson: { adult: 140, child: 10, student: 10, unwaged: 12.5 },
    livestream: { adult: 30, student: 10, unwaged: 10 },
  },
  inPersonCapacity: null,
  salesCloseAt: null,
  fundraiserFrom: '2025-03-06T05:00:00.000Z',
  fundraiserUntil: '2025-04-21T04:00:00.000Z',
  streamStartsAt: '2025-04-12T16:00:00.000Z',
  streamEndsAt: '2025-04-13T16:00:00.000Z',
  texts: {
    salesClosed: 'Ticket sales for Grid Gathering 2025 are closed.',
    inPersonTypes: {
      adult: typeText('Adult', '18+'),
      child: typeText('Child', '12-17'),
      student: typeText('Student'),
      unwaged: typeText('Unwaged'),
    },
    livestreamTypes: { adult: typeText('Adult'), student: typeText('Student'), unwaged: typeText('Unwaged') },
  },
  current: true,
  copiedScheduleEntries: 0,
};

describe('the edition edit form', () => {
  it('shows times in the edition’s zone and prices as typed dollars, and saves what it shows', () => {
    const draft = editionDraftOf(edition);
    expect(draft.startsAt).toBe('2025-04-03T09:00');
    expect(draft['prices.inPerson.unwaged']).toBe('12.50');
    expect(draft.salesCloseAt).toBe('');
    const checked = editOfDraft(draft, edition.timeZone);
    if ('error' in checked) throw new Error(checked.error);
    const { edit } = checked;
    expect(edit.startsAt).toBe(edition.startsAt);
    expect(edit.streamEndsAt).toBe(edition.streamEndsAt);
    expect(edit.prices).toEqual(edition.prices);
    expect(edit.texts).toEqual(edition.texts);
    expect(edit.venue).toEqual(edition.venue);
    expect(edit).toMatchObject({ year: 2025, inPersonCapacity: null, salesCloseAt: null });
  });

  it('reads a raised price, a capacity and a closing time, and says what to fix otherwise', () => {
    const draft = editionDraftOf(edition);
    const checked = editOfDraft(
      {
        ...draft,
        'prices.inPerson.adult': '$155',
        inPersonCapacity: '120',
        salesCloseAt: '2025-04-01T23:59',
      },
      edition.timeZone,
    );
    if ('error' in checked) throw new Error(checked.error);
    expect(checked.edit.prices?.inPerson.adult).toBe(155);
    expect(checked.edit.inPersonCapacity).toBe(120);
    expect(checked.edit.salesCloseAt).toBe('2025-04-02T03:59:00.000Z');

    const wrong = (changes: Record<string, string>) =>
      editOfDraft({ ...draft, ...changes }, edition.timeZone);
    expect(wrong({ 'prices.livestream.student': '10.005' })).toEqual({
      error: 'The livestream Student price must be dollars, like 150 or 12.50.',
    });
    expect(wrong({ inPersonCapacity: 'lots' })).toEqual({
      error: 'The in-person capacity must be a whole number of places, or empty for no limit.',
    });
    expect(wrong({ 'venue.area': ' ' })).toEqual({ error: 'Area: this cannot be empty.' });
    expect(wrong({ endsAt: '' })).toEqual({ error: 'Ends: this cannot be empty.' });
    expect(wrong({ year: '26' })).toEqual({ error: 'The year must be a year such as 2026.' });
  });
});

describe('the copy form', () => {
  it('offers the year after the newest with the current dates a year on, read in the current zone', () => {
    const draft = copyDraftOf(edition, 2026);
    expect(draft).toMatchObject({ year: '2027', startsAt: '2027-04-03T09:00', endsAt: '2027-04-06T18:00' });
    const checked = createOfDraft({ ...draft, copySchedule: true }, edition.timeZone);
    expect(checked).toEqual({
      create: {
        year: 2027,
        startsAt: '2027-04-03T13:00:00.000Z',
        endsAt: '2027-04-06T22:00:00.000Z',
        copySchedule: true,
        copyIncentives: false,
      },
    });
    expect(createOfDraft({ ...draft, endsAt: '2027-04-01T09:00' }, edition.timeZone)).toEqual({
      error: 'The edition must end after it starts.',
    });
  });
});
