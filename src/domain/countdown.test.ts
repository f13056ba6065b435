import { describe, expect, it } from 'vitest';
import {
  type CountdownFormat,
  type CountdownParts,
  countdownFields,
  countdownParts,
  describeCountdown,
} from './countdown';

/** The digits as the widget shows them: each field's text, a colon between them. */
const formatCountdown = (parts: CountdownParts, format?: CountdownFormat) =>
  countdownFields(parts, format)
    .map((field) => field.text)
    .join(':');

const target = 1_700_000_000;
const at = (secondsBefore: number) => (target - secondsBefore) * 1000;
// 2 days, 3 hours, 4 minutes and 5 seconds before the target.
const twoDaysAway = countdownParts(target, at(2 * 86_400 + 3 * 3600 + 4 * 60 + 5));

describe('countdown', () => {
  it('shows days:hours:minutes:seconds by default', () => {
    expect(formatCountdown(twoDaysAway)).toBe('2:03:04:05');
  });

  it('shows H:MM:SS with the days counted as hours', () => {
    expect(formatCountdown(twoDaysAway, 'H:MM:SS')).toBe('51:04:05');
  });

  it('shows H:MM and HH:MM without seconds', () => {
    const soon = countdownParts(target, at(3 * 3600 + 7 * 60 + 59));
    expect(formatCountdown(soon, 'H:MM')).toBe('3:07');
    expect(formatCountdown(soon, 'HH:MM')).toBe('03:07');
  });

  it('shows zero once the target has passed, in every format', () => {
    const passed = countdownParts(target, at(-3600));
    expect(passed.total).toBe(0);
    expect(formatCountdown(passed)).toBe('0:00:00:00');
    expect(formatCountdown(passed, 'H:MM:SS')).toBe('0:00:00');
    expect(formatCountdown(passed, 'H:MM')).toBe('0:00');
    expect(formatCountdown(passed, 'HH:MM')).toBe('00:00');
  });

  it('counts whole seconds, so a target 0.4 s away already shows zero seconds left', () => {
    expect(countdownParts(target, target * 1000 - 400).total).toBe(0);
    expect(countdownParts(target, target * 1000 - 1400).total).toBe(1);
  });

  it('describes the time left in words for screen readers', () => {
    expect(describeCountdown(twoDaysAway)).toBe('2 days, 3 hours, 4 minutes and 5 seconds');
    expect(describeCountdown(countdownParts(target, at(86_400 + 3600 + 61)))).toBe(
      '1 day, 1 hour, 1 minute and 1 second',
    );
  });

  it('says in words only the numbers the format shows, with the days counted as hours when it has none', () => {
    expect(describeCountdown(twoDaysAway, 'H:MM:SS')).toBe('51 hours, 4 minutes and 5 seconds');
    expect(describeCountdown(twoDaysAway, 'H:MM')).toBe('51 hours and 4 minutes');
    expect(describeCountdown(countdownParts(target, at(60)), 'HH:MM')).toBe('0 hours and 1 minute');
  });

  it('names the unit of every number the digits show, in their order', () => {
    expect(countdownFields(twoDaysAway).map((f) => [f.text, f.unit])).toEqual([
      ['2', 'day'],
      ['03', 'hour'],
      ['04', 'minute'],
      ['05', 'second'],
    ]);
    expect(countdownFields(twoDaysAway, 'HH:MM').map((f) => [f.text, f.unit])).toEqual([
      ['51', 'hour'],
      ['04', 'minute'],
    ]);
  });
});
