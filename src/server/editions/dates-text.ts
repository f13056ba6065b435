// The wording of an edition's dates ("April 3-6, 2025") in its own time zone, written for a copied edition
// (docs/product/organisers.md, "Editions"). An edition that closes before 6 in the morning closes with the
// night of the day before: the 2025 edition ends at 3 a.m. after its last day.
const EARLY_HOURS_MS = 6 * 3_600_000;

function parts(ms: number, timeZone: string) {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const get = (type: string) => fields.find((part) => part.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: Number(get('day')), hour: Number(get('hour')) };
}

export function datesText(startsMs: number, endsMs: number, timeZone: string): string {
  const start = parts(startsMs, timeZone);
  let end = parts(endsMs, timeZone);
  if (end.hour * 3_600_000 < EARLY_HOURS_MS && endsMs - startsMs > EARLY_HOURS_MS)
    end = parts(endsMs - EARLY_HOURS_MS, timeZone);
  if (start.year !== end.year)
    return `${start.month} ${start.day}, ${start.year} - ${end.month} ${end.day}, ${end.year}`;
  if (start.month !== end.month) return `${start.month} ${start.day} - ${end.month} ${end.day}, ${end.year}`;
  if (start.day === end.day) return `${start.month} ${start.day}, ${start.year}`;
  return `${start.month} ${start.day}-${end.day}, ${start.year}`;
}

/** True for a time zone name this server's Intl knows (IANA, such as America/New_York). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
