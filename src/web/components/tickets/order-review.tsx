import { type ReactNode, useId } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';

export interface ReviewRow {
  label: string;
  value: ReactNode;
}

/**
 * The last look before paying (docs/product/tickets.md, "The purchase flow"): every value the order
 * carries, as it will be sent, and a way back to the form, which keeps everything typed.
 */
export function OrderReview({ rows, onChange }: { rows: readonly ReviewRow[]; onChange(): void }) {
  const id = useId();
  return (
    <section className="order-review" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{ticketFlowTexts.reviewHeading}</h2>
      <dl className="order-review__list">
        {rows.map((row) => (
          <div className="order-review__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="order-review__note">
        {ticketFlowTexts.reviewNote}{' '}
        <button type="button" className="button order-review__change" onClick={onChange}>
          {ticketFlowTexts.reviewChange}
        </button>
      </p>
    </section>
  );
}
