import { type ReactNode, useState } from 'react';
import './accordion.css';

interface AccordionSectionProps {
  /** Unique on the page; the button and panel ids derive from it. */
  id: string;
  title: string;
  /** A line under the title, visible while the section is closed. */
  summary?: string;
  children: ReactNode;
}

/**
 * One collapsible section, closed at first (WAI-ARIA accordion pattern: a heading holding a button with
 * aria-expanded and aria-controls). A native button already opens and closes on click, Enter and Space.
 */
export function AccordionSection({ id, title, summary, children }: AccordionSectionProps) {
  const [open, setOpen] = useState(false);
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className="accordion">
      <h2 className="accordion__heading">
        <button
          type="button"
          id={buttonId}
          className="accordion__button disclosure-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span className="accordion__title">{title}</span>
          {summary && <span className="accordion__summary">{summary}</span>}
          <span className="disclosure-icon" aria-hidden="true" />
        </button>
      </h2>
      {/* A labelled section is a region named after its button, so screen readers announce where they are. */}
      <section id={panelId} aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
        {children}
      </section>
    </div>
  );
}
