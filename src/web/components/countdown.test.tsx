import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { edition } from '../../../content/edition';
import { Countdown } from './countdown';

// The widget as a visitor sees it on first paint, in each of its formats (the ticking is covered by
// the browser tests of the home page).
const target = 1_700_000_000;
function renderAt(epochSeconds: number, element: React.ReactElement) {
  vi.useFakeTimers();
  vi.setSystemTime(epochSeconds * 1000);
  return renderToStaticMarkup(element);
}

const textOf = (markup: string) => markup.replace(/<[^>]*>/g, '');

/** What the timer shows, what it says to a screen reader, and the unit headings under its numbers. */
function face(markup: string) {
  const timer =
    /<span[^>]*role="timer"[^>]*aria-label="([^"]*)"[^>]*>(.*?)<\/span><span class="countdown__units"/.exec(
      markup,
    );
  const units = /<span class="countdown__units" aria-hidden="true">(.*?)<\/span><\/div>/.exec(markup);
  return {
    digits: textOf(timer?.[2] ?? ''),
    spoken: timer?.[1],
    units: [...(units?.[1] ?? '').matchAll(/<span>([^<]+)<\/span>/g)].map((match) => match[1]),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown widget', () => {
  const before = target - (86_400 + 2 * 3600 + 3 * 60 + 4);

  it('renders days:hours:minutes:seconds by default', () => {
    expect(face(renderAt(before, <Countdown target={target} />)).digits).toBe('1:02:03:04');
  });

  it('writes the unit under each number and says the time left in words', () => {
    expect(face(renderAt(before, <Countdown target={target} />))).toEqual({
      digits: '1:02:03:04',
      spoken: '1 day, 2 hours, 3 minutes and 4 seconds',
      units: ['days', 'hours', 'minutes', 'seconds'],
    });
    expect(face(renderAt(before, <Countdown target={target} format="H:MM" />))).toEqual({
      digits: '26:03',
      spoken: '26 hours and 3 minutes',
      units: ['hours', 'minutes'],
    });
  });

  it('renders H:MM:SS, H:MM and HH:MM when asked', () => {
    expect(face(renderAt(before, <Countdown target={target} format="H:MM:SS" />)).digits).toBe('26:03:04');
    expect(face(renderAt(before, <Countdown target={target} format="H:MM" />)).digits).toBe('26:03');
    expect(face(renderAt(target - 3 * 60, <Countdown target={target} format="HH:MM" />)).digits).toBe(
      '00:03',
    );
  });

  it('renders zero once the target has passed', () => {
    expect(face(renderAt(target + 10, <Countdown target={target} />)).digits).toBe('0:00:00:00');
  });

  it('counts toward 1699120800 when no target is given', () => {
    expect(edition.dates.defaultCountdownTarget).toBe(1699120800);
    expect(face(renderAt(1699120800 - 65, <Countdown />)).digits).toBe('0:00:01:05');
  });
});
