import { useEffect, useState } from 'react';
import { type HeldDonation, screeningDecisionResponseSchema } from '../../../contracts/screening';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { failureText, organiserPost } from './organiser-api';

// What this moderator decided, kept at the card it was decided on (docs/product/screening.md, "The
// queue"): the queue's next read drops a decided donation, but its confirmation, its Undo and a refusal
// stay where the moderator's eyes and thumb already are, each naming the donation.

/** 'approve-name': the name and message approved, the option the donation suggests denied. */
export type Choice = 'approve' | 'deny' | 'approve-name';

export type Outcome =
  | { kind: 'sending'; choice: Choice }
  /** Approved, and the server shows it when the window ends (at `undoUntil`, this page's clock). */
  | { kind: 'approving'; undoUntil: number; optionDenied?: boolean }
  | { kind: 'undoing'; undoUntil: number; optionDenied?: boolean }
  | { kind: 'shown'; optionDenied?: boolean }
  | { kind: 'denied' }
  /** Undo worked: it waits in the queue again and can be decided anew. */
  | { kind: 'undone' }
  | { kind: 'refused'; text: string };

export interface Decided {
  donation: HeldDonation;
  outcome: Outcome;
}

/** "$15.00 from Sam", or the bits of a cheer. */
export const donationWords = (donation: HeldDonation) =>
  `${donation.bits === null ? formatUsd(dollarsToCents(donation.amount)) : `${donation.bits} bits`} from ${donation.name || 'Anonymous'}`;

const sendingWords: Record<Choice, string> = {
  approve: 'Approving',
  deny: 'Denying',
  'approve-name': 'Approving the name, denying the option',
};

const optionWords = (donation: HeldDonation, denied: boolean | undefined) =>
  denied ? `; its option “${donation.suggestedOption ?? ''}” denied` : '';

/**
 * What a card says of its outcome: the headline, read out once (the card's live region), and a detail
 * that may change while it is shown (the countdown), never read out on each tick.
 */
export function outcomeWords(
  donation: HeldDonation,
  outcome: Outcome,
  nowMs: number,
): { headline: string; detail: string; refusal: string } {
  const what = donationWords(donation);
  const words = (headline: string, detail = '', refusal = '') => ({ headline, detail, refusal });
  switch (outcome.kind) {
    case 'sending':
      return words(`${sendingWords[outcome.choice]}: ${what}…`);
    case 'approving':
    case 'undoing': {
      const seconds = Math.max(1, Math.ceil((outcome.undoUntil - nowMs) / 1000));
      return words(
        `Approved: ${what}${optionWords(donation, outcome.optionDenied)}.`,
        `Shown on stream in ${seconds} s unless you undo it.${outcome.optionDenied ? ' Undo takes back the name, not the option’s denial.' : ''}`,
      );
    }
    case 'shown':
      return words(
        `Approved: ${what}${optionWords(donation, outcome.optionDenied)}.`,
        'Shown on stream and the site.',
      );
    case 'denied':
      return words(`Denied: ${what}.`, 'It stays “Anonymous”, and the money stays.');
    case 'undone':
      return words(`Undone: ${what} waits here again; nothing was shown.`);
    case 'refused':
      return words('', '', `${what}: ${outcome.text}`);
  }
}

/** Ticks once a second while an approval can still be undone, so its countdown and Undo keep up. */
function useClock(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

export function useScreeningDecisions(pass: string, onChanged: () => void) {
  const [decided, setDecided] = useState<ReadonlyMap<number, Decided>>(new Map());
  const ticking = [...decided.values()].some(({ outcome }) => outcome.kind === 'approving');
  const now = useClock(ticking);

  const set = (donation: HeldDonation, outcome: Outcome | null) => {
    setDecided((current) => {
      const next = new Map(current);
      if (outcome === null) next.delete(donation.id);
      else next.set(donation.id, { donation, outcome });
      return next;
    });
  };

  async function decide(donation: HeldDonation, choice: Choice) {
    set(donation, { kind: 'sending', choice });
    try {
      const answer = await organiserPost(
        `/api/organiser/screening/${donation.id}/decision`,
        pass,
        { decision: choice },
        screeningDecisionResponseSchema,
      );
      const optionDenied = choice === 'approve-name';
      if (answer.state === 'approving' && answer.undoForMs !== null) {
        set(donation, { kind: 'approving', undoUntil: Date.now() + answer.undoForMs, optionDenied });
      } else set(donation, answer.state === 'denied' ? { kind: 'denied' } : { kind: 'shown', optionDenied });
      onChanged();
    } catch (failure) {
      set(donation, { kind: 'refused', text: failureText(failure) });
    }
  }

  async function undo(donation: HeldDonation, undoUntil: number) {
    const before = decided.get(donation.id)?.outcome;
    const optionDenied = before?.kind === 'approving' && before.optionDenied === true;
    set(donation, { kind: 'undoing', undoUntil, optionDenied });
    try {
      await organiserPost(
        `/api/organiser/screening/${donation.id}/undo`,
        pass,
        {},
        screeningDecisionResponseSchema,
      );
      set(donation, { kind: 'undone' });
      onChanged();
    } catch (failure) {
      set(donation, { kind: 'refused', text: failureText(failure) });
    }
  }

  /** An approval whose window has ended on this page's clock is shown (the server shows it then). */
  const outcomeOf = (id: number): Outcome | undefined => {
    const outcome = decided.get(id)?.outcome;
    return outcome?.kind === 'approving' && outcome.undoUntil <= now
      ? { kind: 'shown', optionDenied: outcome.optionDenied === true }
      : outcome;
  };

  return {
    decided,
    outcomeOf,
    now,
    decide,
    undo,
    dismiss: (donation: HeldDonation) => set(donation, null),
  };
}
