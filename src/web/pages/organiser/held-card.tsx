import type { KeyboardEvent } from 'react';
import type { HeldDonation } from '../../../contracts/screening';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { useOrganiserTimes } from './organiser-time';
import { type Choice, donationWords, type Outcome, outcomeWords } from './use-screening-decisions';

const reasonLines: Record<HeldDonation['reason'], string> = {
  word: 'a listed word',
  link: 'a link',
  screen: 'screening every donation',
  suggestion: 'a suggested option',
};

interface HeldCardProps {
  donation: HeldDonation;
  /** What this moderator did with it, if anything. */
  outcome: Outcome | undefined;
  /** Whether the server's queue still holds it (after a refusal: may it be decided again). */
  stillHeld: boolean;
  now: number;
  onDecide(choice: Choice): void;
  onUndo(undoUntil: number): void;
  onDismiss(): void;
  onKey(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * One donation in the queue (docs/product/screening.md, "The queue"): what the donor typed and the two
 * decisions, told apart by colour, mark and place, or once decided here, the decision naming the
 * donation, with Undo while an approval waits to be shown.
 */
export function HeldCard({
  donation,
  outcome,
  stillHeld,
  now,
  onDecide,
  onUndo,
  onDismiss,
  onKey,
}: HeldCardProps) {
  const decidable =
    outcome === undefined || outcome.kind === 'undone' || (outcome.kind === 'refused' && stillHeld);
  const tone = outcome === undefined ? '' : ` org-screening__item--${outcome.kind}`;
  const words = outcome && outcomeWords(donation, outcome, now);
  return (
    <li
      className={`org-screening__item${tone}`}
      data-held={decidable ? true : undefined}
      // The card takes focus so A and D decide it.
      tabIndex={decidable ? 0 : undefined}
      onKeyDown={decidable ? onKey : undefined}
      aria-label={donationWords(donation)}
    >
      {(decidable || outcome?.kind === 'sending') && <Undecided donation={donation} />}
      {/* Always there, so what it comes to say is read out (a live region added with its words is not). */}
      <p className="org-screening__outcome" role="status">
        {words?.headline}
      </p>
      {words?.detail && <p className="org-screening__detail">{words.detail}</p>}
      {words?.refusal && (
        <p className="org-screening__outcome org-status--error" role="alert">
          {words.refusal}
        </p>
      )}
      <div className="org-screening__actions">
        {decidable && (
          <>
            <button
              type="button"
              className="button org-screening__approve"
              onClick={() => onDecide('approve')}
            >
              <span aria-hidden="true">✓</span>Approve
            </button>
            {donation.suggestedOption !== null && (
              <button type="button" className="button" onClick={() => onDecide('approve-name')}>
                Approve name, deny option
              </button>
            )}
            <button type="button" className="button org-screening__deny" onClick={() => onDecide('deny')}>
              <span aria-hidden="true">✕</span>Deny
            </button>
          </>
        )}
        {(outcome?.kind === 'approving' || outcome?.kind === 'undoing') && (
          <button
            type="button"
            className="button org-screening__undo"
            disabled={outcome.kind === 'undoing'}
            onClick={() => onUndo(outcome.undoUntil)}
          >
            Undo
          </button>
        )}
        {!decidable &&
          (outcome?.kind === 'shown' || outcome?.kind === 'denied' || outcome?.kind === 'refused') && (
            <button type="button" className="button org-screening__dismiss" onClick={onDismiss}>
              Dismiss
            </button>
          )}
      </div>
    </li>
  );
}

function Undecided({ donation }: { donation: HeldDonation }) {
  const who = donation.name || 'Anonymous';
  const times = useOrganiserTimes();
  const amount =
    donation.bits === null ? formatUsd(dollarsToCents(donation.amount)) : `${donation.bits} bits`;
  return (
    <>
      <p className="org-screening__head">
        <strong>{amount}</strong> from <span className="org-screening__name">{who}</span>
        <span className="org-screening__meta">
          {' '}
          · {times.at(donation.time)} · held for {reasonLines[donation.reason]}
          {donation.incentiveTitle ? ` · ${donation.incentiveTitle}` : ''}
        </span>
      </p>
      {donation.message && <p className="org-screening__message">{donation.message}</p>}
      {donation.suggestedOption !== null && (
        <p className="org-screening__message">
          Suggests a new option: “{donation.suggestedOption}”. Approving shows it with this donation; denying
          moves its money to the bid war’s unallocated total and tells its donors by email. “Approve name,
          deny option” shows the name and message and denies the option.
        </p>
      )}
    </>
  );
}
