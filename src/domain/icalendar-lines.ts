// RFC 5545's rules for one content line of an iCalendar file (icalendar.ts writes the file).

/**
 * TEXT value escaping (RFC 5545 section 3.3.11).
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with one space
 * (RFC 5545 section 3.1). Cuts fall between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  // The first line may hold 75 octets; continuations 74 after their leading space.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}
