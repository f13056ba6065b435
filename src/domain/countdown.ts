// The countdown widget's arithmetic and formats (docs/product/site-and-pages.md, "Countdown").

const countdownFormats = ['H:MM:SS', 'H:MM', 'HH:MM', 'D:HH:MM:SS'] as const;
export type CountdownFormat = (typeof countdownFormats)[number];

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left, never negative: the countdown shows zero once its target has passed. */
  total: number;
}

export function countdownParts(targetEpochSeconds: number, nowMs: number): CountdownParts {
  const total = Math.max(0, Math.floor(targetEpochSeconds - nowMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    total,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

export type CountdownUnit = 'day' | 'hour' | 'minute' | 'second';

/** One number of a countdown as shown ('03') and the unit it counts. */
export interface CountdownField {
  value: number;
  text: string;
  unit: CountdownUnit;
}

/** The numbers a format shows, in order, each with its unit: what the digits and the unit labels share. */
export function countdownFields(
  parts: CountdownParts,
  format: CountdownFormat = 'D:HH:MM:SS',
): CountdownField[] {
  // The hour-led formats carry whole days as hours, so nothing is lost when the target is days away.
  const totalHours = Math.floor(parts.total / 3600);
  const field = (value: number, unit: CountdownUnit, padded = true) => ({
    value,
    text: padded ? pad(value) : String(value),
    unit,
  });
  switch (format) {
    case 'H:MM:SS':
      return [
        field(totalHours, 'hour', false),
        field(parts.minutes, 'minute'),
        field(parts.seconds, 'second'),
      ];
    case 'H:MM':
      return [field(totalHours, 'hour', false), field(parts.minutes, 'minute')];
    case 'HH:MM':
      return [field(totalHours, 'hour'), field(parts.minutes, 'minute')];
    case 'D:HH:MM:SS':
      return [
        field(parts.days, 'day', false),
        field(parts.hours, 'hour'),
        field(parts.minutes, 'minute'),
        field(parts.seconds, 'second'),
      ];
  }
}

/** A unit's name for a count of it: 'day' for 1, 'days' otherwise. */
export const unitName = (value: number, unit: CountdownUnit) => `${unit}${value === 1 ? '' : 's'}`;

/**
 * Words for screen readers, for the numbers the format shows: '2 days, 3 hours, 4 minutes and 5 seconds',
 * or '26 hours and 3 minutes' for H:MM.
 */
export function describeCountdown(parts: CountdownParts, format: CountdownFormat = 'D:HH:MM:SS'): string {
  const words = countdownFields(parts, format).map((f) => `${f.value} ${unitName(f.value, f.unit)}`);
  const last = words.pop() ?? '';
  return words.length === 0 ? last : `${words.join(', ')} and ${last}`;
}
