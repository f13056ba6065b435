import { create, toBuffer } from 'qrcode';

// QR codes shown inside an email (a badge's code, docs/product/tickets.md, "The ticket email"). A mail is
// queued with the text to encode and the worker draws the PNG when it sends, so the drawing (tens of
// milliseconds per code) never runs inside a purchase's transaction. Drawing is deterministic: a mail
// sent again after a failure carries the same image. Medium error correction survives a cracked or dim
// phone screen; the quiet zone of four modules is what the QR standard asks for.

const options = { errorCorrectionLevel: 'M', margin: 4 } as const;
const pixelsPerModule = 10;

/** The PNG of `text` as a QR code. */
export function qrPng(text: string): Promise<Buffer> {
  return toBuffer(text, { ...options, type: 'png', scale: pixelsPerModule });
}

/**
 * The width (and height) to show the PNG at, in CSS pixels: half its pixels, so each module stays a
 * whole number of pixels on an ordinary screen and sharp on a phone's double-density one.
 */
export function qrDisplayPx(text: string): number {
  const modules = create(text, options).modules.size + 2 * options.margin;
  return (modules * pixelsPerModule) / 2;
}
