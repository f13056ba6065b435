// A chart's axis: a round top at or above the largest value, split into a few round steps, so the
// gridlines read $0, $250, $500... and not $0, $237.41...

export interface ChartScale {
  top: number;
  step: number;
}

/** Steps of 1, 2, 2.5 or 5 times a power of ten; at most `maxTicks` of them up to the top. */
export function chartScale(largest: number, maxTicks = 4, wholeSteps = false): ChartScale {
  if (!(largest > 0)) return { top: 1, step: 1 };
  // Counts (tickets) never get a step of half a ticket.
  const rough = wholeSteps ? Math.max(1, largest / maxTicks) : largest / maxTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return { top: Math.ceil(largest / step) * step, step };
}
