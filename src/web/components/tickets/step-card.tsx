import { type ReactNode, useEffect, useRef } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';

interface StepCardProps {
  /** The page's own heading, kept on every step so the buyer knows which tickets they are buying. */
  pageHeading: string;
  heading: string;
  children: ReactNode;
}

/**
 * One step of the purchase after the form. Its heading takes focus when the step appears, and again when
 * the heading changes within one card (checkout, waiting, checkout after a declined card): what the buyer
 * was on is gone, and focus (and a screen reader) would otherwise be left nowhere.
 */
export function StepCard({ pageHeading, heading, children }: StepCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new heading is a new step to announce.
  useEffect(() => {
    headingRef.current?.focus();
  }, [heading]);
  return (
    <section className="card ticket-step" aria-labelledby="ticket-step-heading">
      <p className="ticket-step__page">{pageHeading}</p>
      <h1 id="ticket-step-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      {children}
    </section>
  );
}

/** A step's way on, if it has one, and the way back to the form every step after it offers. */
export function StepActions({
  next,
  onGoBack,
}: {
  next?: { label: string; onClick(): void };
  onGoBack(): void;
}) {
  return (
    <div className="ticket-actions">
      {next && (
        <button type="button" className="button button--primary" onClick={next.onClick}>
          {next.label}
        </button>
      )}
      <button type="button" className="button" onClick={onGoBack}>
        {ticketFlowTexts.goBack}
      </button>
    </div>
  );
}
