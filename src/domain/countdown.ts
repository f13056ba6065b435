// The countdown widget's arithmetic and formats (docs/product/site-and-pages.md, "Countdown").

export const countdownFormats = ['H:MM:SS', 'H:MM', 'HH:MM', 'D:HH:MM:SS'] as const;
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

export function formatCountdown(parts: CountdownParts, format: CountdownFormat = 'D:HH:MM:SS'): string {
  // The hour-led formats carry whole days as hours, so nothing is lost when the target is days away.
  const totalHours = Math.floor(parts.total / 3600);
  switch (format) {
    case 'H:MM:SS':
      return `${totalHours}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
    case 'H:MM':
      return `${totalHours}:${pad(parts.minutes)}`;
    case 'HH:MM':
      return `${pad(totalHours)}:${pad(parts.minutes)}`;
    case 'D:HH:MM:SS':
      return `${parts.days}:${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  }
}

/** Words for screen readers, e.g. '2 days, 3 hours, 4 minutes and 5 seconds'. */
export function describeCountdown(parts: CountdownParts): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${unit(parts.days, 'day')}, ${unit(parts.hours, 'hour')}, ${unit(parts.minutes, 'minute')} and ${unit(parts.seconds, 'second')}`;
}
