import { toString as qrString } from 'qrcode';

// A badge's QR code on the order page: the same code as in the ticket email (mail/qr-image.ts: medium
// error correction, the standard's quiet zone of four modules), drawn as SVG so it stays sharp at any size.
export function badgeQrSvg(code: string): Promise<string> {
  return qrString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
