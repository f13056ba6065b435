import type { Edition } from '../src/domain/edition';

// The 2025 edition. Next year's organisers change these values (and the files beside this one).
export const edition: Edition = {
  product: 'Grid Gathering',
  year: 2025,
  email: 'hello@gridgathering.example',
  dates: {
    start: 1743663600,
    end: 1744009200,
    fundraiserBlockFrom: 1741244400,
    fundraiserBlockUntil: 1744009200 + 1_209_600,
    // Saturday April 12, noon in Boston, for 24 hours.
    fundraiserStreamStart: 1744473600,
    fundraiserStreamEnd: 1744473600 + 86_400,
    defaultCountdownTarget: 1699120800,
  },
  datesText: 'April 3-6, 2025',
  timeZone: 'America/New_York',
  timeZoneLabel: 'Boston time',
  historyDate: '2024-11-18',
  ticketGoal: 100,
};
