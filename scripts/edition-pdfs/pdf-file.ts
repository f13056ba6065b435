import PDFDocument from 'pdfkit';
import { edition } from '../../content/edition';

export type Pdf = PDFKit.PDFDocument;

export const page = { width: 612, height: 792, margin: 54 }; // US Letter, 3/4 inch margins

export const colours = { navy: '#1d2a5b', plum: '#3b1f5c', gold: '#f6c945', ink: '#1f2437', soft: '#5a6078' };

interface PdfInfo {
  title: string;
  subject: string;
  /** ISO date. A fixed date keeps the file's bytes (and the ID pdfkit derives from it) stable. */
  creationDate: string;
}

/** Draws a whole PDF in memory. Only the standard fonts are used, so nothing is embedded. */
export function renderPdf(
  info: PdfInfo,
  draw: (doc: Pdf) => void,
  options: { bufferPages?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    ...options,
    size: 'LETTER',
    margin: page.margin,
    info: {
      Title: info.title,
      Subject: info.subject,
      Author: edition.product,
      Creator: `${edition.product} website (scripts/make-edition-pdfs.ts)`,
      CreationDate: new Date(info.creationDate),
    },
    displayTitle: true,
    lang: 'en-US',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A line of text centred on the page at a fixed height, never wrapped onto a new page. */
export function centredText(doc: Pdf, text: string, y: number, font: string, size: number, colour: string) {
  doc.font(font).fontSize(size).fillColor(colour);
  doc.text(text, (page.width - doc.widthOfString(text)) / 2, y, { lineBreak: false });
}

/** The page number at the foot of the page. */
export function pageFooter(doc: Pdf, label: string) {
  centredText(doc, label, page.height - 40, 'Helvetica', 9, colours.soft);
}
