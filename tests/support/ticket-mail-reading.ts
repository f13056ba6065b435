import jsQR from 'jsqr';
import { type ParsedMail, simpleParser } from 'mailparser';
import { PNG } from 'pngjs';
import type { TestSmtpServer } from './test-smtp-server';

// Reading a ticket or refund email as its buyer's mail program and phone would: the html with its cid: links as
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

/**
 * The text of the one refund (or reversal) email about `orderId` that reached the SMTP server, as a mail
 * program shows it, once the outbox has sent what it holds.
 */
export async function refundMailText(
  app: { outbox: { flush(): Promise<void> } },
  smtp: TestSmtpServer,
  orderId: string,
): Promise<string> {
  await app.outbox.flush();
  const mails = smtp.received.filter(
    (mail) =>
      /refund|reversed/i.test(mail.parsed.subject ?? '') && (mail.parsed.text ?? '').includes(orderId),
  );
  if (mails.length !== 1) throw new Error(`${mails.length} refund emails about ${orderId}, not 1`);
  return mails[0]?.parsed.text ?? '';
}
