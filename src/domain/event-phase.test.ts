import { describe, expect, it } from 'vitest';
import { edition } from '../../content/edition';
import { eventPhase, fundraiserPhase } from './event-phase';

const { dates } = edition;
const ms = (seconds: number) => seconds * 1000;

describe('the convention phase', () => {
  it('is upcoming before the start, live from the start, ended from the end', () => {
    expect(eventPhase(dates, ms(dates.start - 1))).toBe('upcoming');
    expect(eventPhase(dates, ms(dates.start))).toBe('live');
    expect(eventPhase(dates, ms(dates.end - 1))).toBe('live');
    expect(eventPhase(dates, ms(dates.end))).toBe('ended');
  });
});

describe('the fundraiser block', () => {
  it('is hidden before 1741244400 and from 14 days after the end', () => {
    expect(fundraiserPhase(dates, ms(1741244400 - 1))).toBe('hidden');
    expect(fundraiserPhase(dates, ms(dates.end + 1_209_600))).toBe('hidden');
  });

  it('counts down, then is live for the 24-hour stream, then says it ended', () => {
    expect(fundraiserPhase(dates, ms(1741244400))).toBe('countdown');
    expect(fundraiserPhase(dates, ms(dates.fundraiserStreamStart))).toBe('live');
    expect(fundraiserPhase(dates, ms(dates.fundraiserStreamStart + 86_399))).toBe('live');
    expect(fundraiserPhase(dates, ms(dates.fundraiserStreamStart + 86_400))).toBe('ended');
    expect(fundraiserPhase(dates, ms(dates.end + 1_209_600 - 1))).toBe('ended');
  });

  it('runs its 24-hour stream inside the window the home page shows it', () => {
    expect(dates.fundraiserStreamEnd - dates.fundraiserStreamStart).toBe(86_400);
    expect(dates.fundraiserStreamStart).toBeGreaterThanOrEqual(dates.fundraiserBlockFrom);
    expect(dates.fundraiserStreamEnd).toBeLessThanOrEqual(dates.fundraiserBlockUntil);
  });
});
