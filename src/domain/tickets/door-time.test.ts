import { describe, expect, it } from 'vitest';
import { doorTime } from './door-time';

describe('check-in times at the door', () => {
  it('are shown in Boston time with the zone name, whatever zone the device is in', () => {
    // 2025-04-05 14:32 UTC is 10:32 in Boston (daylight time).
    expect(doorTime(Date.UTC(2025, 3, 5, 14, 32), 'America/New_York')).toBe('Sat 10:32 AM EDT');
    expect(doorTime(Date.UTC(2025, 0, 4, 15, 5), 'America/New_York')).toBe('Sat 10:05 AM EST');
  });
});
