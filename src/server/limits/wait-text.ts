/**
 * '4 minutes', '30 seconds': how long a person has to wait, rounded up. Every refusal that asks a person
 * to come back later says it with these words (docs/product/limits.md).
 */
function waitText(ms: number): string {
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The whole sentence: "Too many orders from your address; please wait 4 minutes and try again." */
export const tryAgainLater = (tooMany: string, ms: number) =>
  `${tooMany}; please wait ${waitText(ms)} and try again.`;
