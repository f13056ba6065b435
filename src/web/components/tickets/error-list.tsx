import { useEffect, useRef } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';

/**
 * The Checkout errors, all together (docs/product/tickets.md, "Checkout errors"). Focus moves here each time
 * Checkout finds errors, so a keyboard or screen reader user hears them and starts from them.
 */
export function ErrorList({ errors }: { errors: readonly string[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) box.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    <div ref={box} className="error-list" role="alert" tabIndex={-1}>
      <p>{ticketFlowTexts.errorsIntro}</p>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
