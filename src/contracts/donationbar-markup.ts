import { escapeHtml } from '../domain/html';
import { type Cents, formatUsd } from '../domain/money';
import { type LastDonation, ticketBarPercent } from '../domain/progress';
import { formatMilestone } from '../domain/ticker';

// The stream overlay's markup (docs/product/donations-and-incentives.md, "The progress overlay"), written
// by the server into the page it sends, so the first paint already shows the numbers, and by the page's
// script on every change after that (src/web/donationbar/main.ts): one function, so both are the same.
// Donor names are plain text, never markup.

/** The id of the JSON block that carries the summary the page was served with. */
export const progressSummaryElementId = 'progress-summary';

export interface DonationbarView {
  /** null until the first numbers are known: the overlay then shows nothing rather than wrong numbers. */
  progress: { lastDonation: LastDonation | null; ticketsSold: number; totalRaisedCents: Cents } | null;
  /** `ticketGoal` in content/edition.ts. */
  ticketGoal: number;
  /** So nobody streams test-mode totals by mistake; the site pages say the same in their layout. */
  paymentsTestMode: boolean;
  /** The live connection is down: the numbers may be behind. */
  stale: boolean;
  /**
   * Milestones the total just crossed, celebrated for a few seconds under the panel; empty otherwise,
   * and always in the page the server sends (docs/decisions/072-milestones-announced-once.md).
   */
  milestonesReached: readonly Cents[];
}

/** The inside of the overlay's <main class="donationbar">. */
export function donationbarMarkup(view: DonationbarView): string {
  const parts: string[] = [];
  const { progress, ticketGoal: goal } = view;
  if (progress) {
    const last = progress.lastDonation;
    // The name is an element of its own, drawn apart from the sentence and kept to one line
    // (donationbar.css), so a name such as "$10,000.00 by Elon" reads as a name, not as the amount.
    // <bdi> keeps a right-to-left name from pulling the amount and 'by' into its own reading order.
    const lastText = last
      ? `Last donation: ${formatUsd(last.amountCents)} by <bdi class="donationbar-name">${escapeHtml(last.name)}</bdi>`
      : 'No donations yet';
    const sold = progress.ticketsSold;
    parts.push(
      `<p class="donationbar-last">${lastText}</p>`,
      '<div class="donationbar-tickets">',
      `<p id="donationbar-tickets-label">Tickets sold: ${sold} / ${goal}</p>`,
      `<div class="donationbar-track" role="progressbar" aria-labelledby="donationbar-tickets-label" aria-valuemin="0" aria-valuemax="${goal}" aria-valuenow="${Math.min(sold, goal)}">`,
      `<div class="donationbar-fill" style="width:${ticketBarPercent(sold, goal)}%"></div>`,
      '</div></div>',
      `<p class="donationbar-total">Total raised: ${formatUsd(progress.totalRaisedCents)}</p>`,
      '<p class="donationbar-hint">Type !donate for information on how to donate</p>',
    );
  }
  if (view.milestonesReached.length > 0) {
    const amounts = view.milestonesReached.map(formatMilestone).join(' and ');
    parts.push(`<p class="donationbar-milestone" role="status">🎉 ${amounts} raised! Thank you!</p>`);
  }
  if (view.paymentsTestMode)
    parts.push('<p class="donationbar-test-mode">Test mode: payments are simulated</p>');
  if (view.stale) {
    parts.push(
      '<span class="donationbar-stale" role="img" aria-label="Reconnecting…" title="Reconnecting…"></span>',
    );
  }
  return parts.join('');
}
