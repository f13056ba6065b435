import jsQR from 'jsqr';
import { type ParsedMail, simpleParser } from 'mailparser';
import { PNG } from 'pngjs';

// Reading a ticket email as its buyer's mail program and phone would: the html with its cid: links as
// sent, and each QR image decoded from its pixels (a code that only looks like a QR code fails here).

/** The message parsed with its html's cid: links kept, so a test can match each image to its part. */
export function parseKeepingCids(raw: string): Promise<ParsedMail> {
  return simpleParser(raw, { keepCidLinks: true });
}

/** What a QR code scanner reads from this PNG, or null when it finds no code. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return decoded ? decoded.data : null;
}

/** The html of one badge's row: from its image up to the next row. */
export function badgeRowOf(html: string, cid: string): string | undefined {
  const start = html.indexOf(`src="cid:${cid}"`);
  if (start < 0) return undefined;
  const end = html.indexOf('</tr>', start);
  return html.slice(start, end < 0 ? undefined : end);
}
