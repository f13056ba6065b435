import { test } from '@playwright/test';

// The organiser's screens are used at a desk and on a phone at the door (docs/product/organisers.md), so
// their browser tests run once at each width, in a describe block of its own.

/** Runs `tests` once per width, each in a describe block named for it, with the viewport that wide. */
export function atEachWidth(widths: readonly number[], tests: (width: number) => void) {
  for (const width of widths) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      tests(width);
    });
  }
}
