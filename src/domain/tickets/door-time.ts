import { formatZonedTime } from '../time-zone';

// Check-in times as the volunteers at the door read them: in the convention's own zone with its short
// name ('Sat 10:32 AM EDT'), whatever zone the phone or the server is set to. The weekday is there
// because the convention runs over several days.
export const doorTime = (epochMs: number, timeZone: string): string =>
  formatZonedTime(epochMs, timeZone, 'weekday');
