import { nearbyAttractionsGuide, printDate } from '../../content/edition-pdfs';
import { venue } from '../../content/venue';
import { pageFooter, renderPdf } from './pdf-file';
import { heading, item, paragraph, titleBand } from './text-blocks';

/** A short guide to places worth a visit near the venue and in Boston. */
export function renderNearbyAttractions(): Promise<Buffer> {
  const guide = nearbyAttractionsGuide;
  return renderPdf(
    { title: guide.title, subject: `Things to do near ${venue.name}`, creationDate: printDate },
    (doc) => {
      titleBand(doc, 'Nearby attractions', guide.title);
      paragraph(doc, guide.intro);
      for (const section of guide.sections) {
        heading(doc, section.heading);
        for (const attraction of section.items) item(doc, attraction.name, attraction.text);
      }
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        pageFooter(doc, `${guide.footer} · page ${i + 1} of ${range.count}`);
      }
    },
    { bufferPages: true },
  );
}
