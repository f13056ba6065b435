import type { Cents } from '../money';

// Prizes and their drawings (docs/product/prizes.md): which prizes a donation qualifies for, shared by
// the donation form (what the typed amount would enter) and the server (who is an entry when drawn).

export const prizeDeliveries = ['shipped', 'code'] as const;
export type PrizeDelivery = (typeof prizeDeliveries)[number];

export const prizeStates = ['upcoming', 'open', 'closed'] as const;
export type PrizeState = (typeof prizeStates)[number];

/** What a prize's window and minimum are: enough to say whether a donation enters it. */
export interface PrizeWindow {
  minimumCents: Cents;
  /** Epoch ms; a donation at opensMs counts, one at closesMs no longer does. */
  opensMs: number;
  closesMs: number;
}

export function prizeState(prize: PrizeWindow, nowMs: number): PrizeState {
  if (nowMs < prize.opensMs) return 'upcoming';
  return nowMs < prize.closesMs ? 'open' : 'closed';
}

/** The open prizes a donation of `amountCents` made now enters by itself (others' sums aside). */
export function qualifyingPrizes<P extends PrizeWindow>(
  prizes: readonly P[],
  amountCents: Cents,
  nowMs: number,
): P[] {
  return prizes.filter(
    (prize) => prizeState(prize, nowMs) === 'open' && amountCents > 0 && amountCents >= prize.minimumCents,
  );
}

/** One donation as a drawing sees it: who gave it (a key per donor), what is left of it, when. */
export interface EntryDonation {
  donationId: number;
  /** The same for every donation of one donor (their PayPal address, their Twitch account). */
  donorKey: string;
  /** What still counts after refunds (docs/decisions/071-prize-entries.md). */
  netCents: Cents;
  timeMs: number;
}

/** One donor in the drawing: one entry however much they gave (docs/decisions/071-prize-entries.md). */
export interface PrizeEntry {
  donorKey: string;
  totalCents: Cents;
  /** Their donations inside the window, oldest first. */
  donationIds: number[];
}

/**
 * The entries of a prize: each donor whose donations inside the window add up to at least its minimum is
 * one entry, whatever the sum (more money is not more entries); `excluded` donors (its earlier winners)
 * are not entries again. Sorted by donor key, so the same donations give the same list.
 */
export function prizeEntries(
  prize: PrizeWindow,
  donations: readonly EntryDonation[],
  excluded: ReadonlySet<string> = new Set(),
): PrizeEntry[] {
  const byDonor = new Map<string, PrizeEntry>();
  const inWindow = donations
    .filter((donation) => donation.timeMs >= prize.opensMs && donation.timeMs < prize.closesMs)
    .filter((donation) => donation.netCents > 0 && !excluded.has(donation.donorKey))
    .sort((a, b) => a.timeMs - b.timeMs || a.donationId - b.donationId);
  for (const donation of inWindow) {
    const entry = byDonor.get(donation.donorKey) ?? {
      donorKey: donation.donorKey,
      totalCents: 0,
      donationIds: [],
    };
    entry.totalCents += donation.netCents;
    entry.donationIds.push(donation.donationId);
    byDonor.set(donation.donorKey, entry);
  }
  return [...byDonor.values()]
    .filter((entry) => entry.totalCents >= prize.minimumCents)
    .sort((a, b) => (a.donorKey < b.donorKey ? -1 : a.donorKey > b.donorKey ? 1 : 0));
}

/**
 * `count` different entries chosen uniformly, each pick by `randomBelow(n)` (an integer in [0, n)); the
 * server passes node:crypto's randomInt. Fewer entries than `count`: all of them.
 */
export function pickWinners<T>(
  entries: readonly T[],
  count: number,
  randomBelow: (n: number) => number,
): T[] {
  const left = [...entries];
  const picked: T[] = [];
  while (picked.length < count && left.length > 0) {
    const [chosen] = left.splice(randomBelow(left.length), 1);
    picked.push(chosen as T);
  }
  return picked;
}
