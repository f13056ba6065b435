import { edition } from '../../content/edition';
import { printDate, programPrint } from '../../content/edition-pdfs';
import { scheduleSeed, timeslotThreshold } from '../../content/schedule';
import { pageFooter, renderPdf } from './pdf-file';
import { heading, paragraph, rule, timedRow, titleBand } from './text-blocks';

// The schedule is written in Boston wall-clock time, and so is the printed program.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: edition.timeZone,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: edition.timeZone,
  hour: 'numeric',
  minute: '2-digit',
});

const time = (epochSeconds: number) => timeFormat.format(epochSeconds * 1000);

function detail(entry: (typeof scheduleSeed)[number]): string {
  // The seed writes a missing host as 'To be announced', which reads badly after 'Hosted by'.
  const known = entry.emcees && !/^to be announced$/i.test(entry.emcees);
  const host = known ? `Hosted by ${entry.emcees}` : programPrint.noHost;
  const parts = [entry.location, host, entry.description];
  return parts.filter(Boolean).join(' · ');
}

/** The printed program: welcome, the days from the schedule, the untimed activities, practical notes. */
export function renderProgram(): Promise<Buffer> {
  const timed = scheduleSeed.filter((e) => e.start >= timeslotThreshold).sort((a, b) => a.start - b.start);
  const untimed = scheduleSeed.filter((e) => e.start < timeslotThreshold);
  const days = new Map<string, typeof timed>();
  for (const entry of timed) {
    const day = dayFormat.format(entry.start * 1000);
    days.set(day, [...(days.get(day) ?? []), entry]);
  }

  return renderPdf(
    {
      title: `${programPrint.title} program`,
      subject: `Program of ${edition.datesText}`,
      creationDate: printDate,
    },
    (doc) => {
      titleBand(doc, `${programPrint.title} program`, programPrint.subtitle);
      heading(doc, 'Welcome');
      for (const text of programPrint.welcome) paragraph(doc, text);
      for (const [day, entries] of days) {
        heading(doc, day);
        for (const entry of entries) {
          timedRow(doc, `${time(entry.start)} - ${time(entry.end)}`, entry.events, detail(entry));
        }
      }
      heading(doc, programPrint.untimedHeading);
      for (const entry of untimed) timedRow(doc, programPrint.untimedTime, entry.events, detail(entry));
      rule(doc);
      heading(doc, programPrint.practicalHeading);
      for (const text of programPrint.practical) paragraph(doc, text);
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        pageFooter(doc, `${programPrint.title} program · page ${i + 1} of ${range.count}`);
      }
    },
    { bufferPages: true },
  );
}
