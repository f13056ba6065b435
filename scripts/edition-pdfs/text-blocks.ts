import { colours, type Pdf, page } from './pdf-file';

const width = page.width - 2 * page.margin;

/** Starts a new page when fewer than `needed` points are left, so a heading never ends a page. */
function keepRoom(doc: Pdf, needed: number) {
  if (doc.y + needed > page.height - page.margin) doc.addPage();
}

/** A coloured title band across the top of the first page. */
export function titleBand(doc: Pdf, title: string, subtitle: string) {
  doc.rect(0, 0, page.width, 120).fill(colours.navy);
  doc.font('Times-Bold').fontSize(30).fillColor('#ffffff').text(title, page.margin, 38, { width });
  doc.font('Helvetica').fontSize(11).fillColor(colours.gold).text(subtitle, page.margin, 82, { width });
  doc.x = page.margin;
  doc.y = 150;
}

export function heading(doc: Pdf, text: string) {
  keepRoom(doc, 70);
  doc.moveDown(0.6);
  doc.font('Times-Bold').fontSize(17).fillColor(colours.navy).text(text, page.margin, doc.y, { width });
  doc.moveDown(0.3);
}

export function paragraph(doc: Pdf, text: string) {
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(colours.ink)
    .text(text, page.margin, doc.y, { width, lineGap: 2 });
  doc.moveDown(0.6);
}

/** A bold lead-in followed by plain text, e.g. a place and what it offers. */
export function item(doc: Pdf, lead: string, text: string) {
  keepRoom(doc, 40);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(colours.plum).text(lead, page.margin, doc.y, { width });
  doc.font('Helvetica').fontSize(10.5).fillColor(colours.ink).text(text, { width, lineGap: 1.5 });
  doc.moveDown(0.5);
}

/** A row of a timetable: the time in a left column, the rest beside it. */
export function timedRow(doc: Pdf, time: string, title: string, detail: string) {
  keepRoom(doc, 36);
  const y = doc.y;
  const left = 118;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(colours.navy)
    .text(time, page.margin, y, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(colours.ink)
    .text(title, page.margin + left, y, { width: width - left });
  if (detail)
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(colours.soft)
      .text(detail, { width: width - left });
  doc.moveDown(0.4);
}

export function rule(doc: Pdf) {
  doc.moveDown(0.3);
  doc.save().lineWidth(1.5).strokeColor(colours.gold);
  doc
    .moveTo(page.margin, doc.y)
    .lineTo(page.width - page.margin, doc.y)
    .stroke()
    .restore();
  doc.moveDown(0.5);
}
