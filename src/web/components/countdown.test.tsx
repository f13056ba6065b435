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

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown widget', () => {
  const before = target - (86_400 + 2 * 3600 + 3 * 60 + 4);

  it('renders days:hours:minutes:seconds by default', () => {
    expect(renderAt(before, <Countdown target={target} />)).toContain('>1:02:03:04<');
  });

  it('renders H:MM:SS, H:MM and HH:MM when asked', () => {
    expect(renderAt(before, <Countdown target={target} format="H:MM:SS" />)).toContain('>26:03:04<');
    expect(renderAt(before, <Countdown target={target} format="H:MM" />)).toContain('>26:03<');
    expect(renderAt(target - 3 * 60, <Countdown target={target} format="HH:MM" />)).toContain('>00:03<');
  });

  it('renders zero once the target has passed', () => {
    expect(renderAt(target + 10, <Countdown target={target} />)).toContain('>0:00:00:00<');
  });

  it('counts toward 1699120800 when no target is given', () => {
    expect(edition.dates.defaultCountdownTarget).toBe(1699120800);
    expect(renderAt(1699120800 - 65, <Countdown />)).toContain('>0:00:01:05<');
  });
});
