import { describe, expect, it } from 'vitest';
import { fromZoneInputValue, toZoneInputValue } from './zone-input';

const boston = 'America/New_York';

describe('schedule times typed in Boston time', () => {
  it('reads a Boston wall-clock time as the right instant, in summer and in winter', () => {
    expect(fromZoneInputValue('2025-04-04T12:00', boston)).toBe(Date.parse('2025-04-04T16:00:00Z') / 1000);
    expect(fromZoneInputValue('2025-01-15T09:30', boston)).toBe(Date.parse('2025-01-15T14:30:00Z') / 1000);
  });

  it('shows an instant as the Boston wall-clock time, the other way round', () => {
    expect(toZoneInputValue(Date.parse('2025-04-04T16:00:00Z') / 1000, boston)).toBe('2025-04-04T12:00');
    for (const value of ['2025-03-09T01:30', '2025-03-09T03:30', '2025-11-02T12:00', '2025-04-06T23:59']) {
      expect(toZoneInputValue(fromZoneInputValue(value, boston) ?? 0, boston)).toBe(value);
    }
  });

  it('refuses what is not a date and time', () => {
    expect(fromZoneInputValue('', boston)).toBeNull();
    expect(fromZoneInputValue('April 4, noon', boston)).toBeNull();
  });
});
