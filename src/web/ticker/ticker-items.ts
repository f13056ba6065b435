import { prizeSchema } from '../../contracts/prizes';
import type { TickerState } from '../../contracts/ticker';
import { type Cents, dollarsToCents, formatUsd } from '../../domain/money';
import { prizeState } from '../../domain/prizes/prizes';
import { formatClock } from '../../domain/schedule';
import { closingSoonWeight, formatMilestone, nextMilestone } from '../../domain/ticker';

// What the ticker says, one item per thing it rotates through (docs/product/donations-and-incentives.md,
// "The ticker"). A new kind of item is one more block here; how often each comes round is its weight
// (src/domain/ticker.ts).

export interface TickerItem {
  /** The same thing keeps its key from one load to the next, so the rotation carries on where it was. */
  key: string;
  label: string;
  text: string;
  weight: number;
}

/** An open prize as the ticker names it. */
export interface OpenPrize {
  name: string;
  /** The least a donation must be to enter. */
  minimumCents: Cents;
}

/**
 * The open prizes in an answer of GET /api/prizes, each read with prizeSchema: the ticker names prizes
 * only as a bonus, so a prize that does not read, or one without a name, is left out rather than failing
 * the ticker. Open means the server's `state` said so and, by the same rule (domain/prizes), it still is now.
 */
export function openPrizes(answer: readonly unknown[], nowMs: number): OpenPrize[] {
  const open: OpenPrize[] = [];
  for (const entry of answer) {
    const parsed = prizeSchema.safeParse(entry);
    if (!parsed.success) continue;
    const prize = parsed.data;
    const window = {
      minimumCents: dollarsToCents(prize.minimumDonation),
      opensMs: Date.parse(prize.opensAt),
      closesMs: Date.parse(prize.closesAt),
    };
    if (prize.name.trim() === '' || prize.state !== 'open' || prizeState(window, nowMs) !== 'open') continue;
    open.push({ name: prize.name, minimumCents: window.minimumCents });
  }
  return open;
}

/** '12 min', '3 h 5 min', 'less than a minute'. @internal exported for its tests only */
export function timeLeft(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The items of one turn, at `nowMs` on the server's clock. */
export function tickerItems(state: TickerState, prizes: readonly OpenPrize[], nowMs: number): TickerItem[] {
  const items: TickerItem[] = [];
  const run = state.nextRun;
  if (run && run.startMs > nowMs) {
    const at = `${formatClock(run.startMs / 1000, state.zone.timeZone)} (${state.zone.label})`;
    items.push({ key: 'run', label: 'Next up', text: `${run.title} at ${at}`, weight: 1 });
  }
  for (const incentive of state.closingIncentives) {
    const msLeft = incentive.expiresMs - nowMs;
    const raised =
      incentive.goalCents === null
        ? `${formatUsd(incentive.raisedCents)} raised`
        : `${formatUsd(incentive.raisedCents)} of ${formatUsd(incentive.goalCents)}`;
    items.push({
      key: `incentive:${incentive.id}`,
      label: 'Closing soon',
      text: `${incentive.title}: closes in ${timeLeft(msLeft)} · ${raised}`,
      weight: closingSoonWeight(msLeft),
    });
  }
  for (const prize of prizes) {
    const entry = ` · donate ${formatUsd(prize.minimumCents)} or more to enter`;
    items.push({ key: `prize:${prize.name}`, label: 'Prize', text: `${prize.name}${entry}`, weight: 1 });
  }
  const donation = state.latestDonation;
  if (donation) {
    const message = donation.message.trim() === '' ? '' : `: “${donation.message.trim()}”`;
    items.push({
      key: 'donation',
      label: 'Latest donation',
      text: `${formatUsd(donation.amountCents)} from ${donation.name}${message}`,
      weight: 1,
    });
  }
  if (state.milestones.length > 0) {
    const amounts = state.milestones.map((milestone) => milestone.amountCents);
    const reached = state.milestones.filter((milestone) => milestone.reached).map((m) => m.amountCents);
    const next = nextMilestone(amounts, state.totalRaisedCents);
    const parts: string[] = [];
    if (reached.length > 0) parts.push(`${reached.map(formatMilestone).join(', ')} reached`);
    if (next !== undefined)
      parts.push(`next: ${formatMilestone(next)}, ${formatUsd(next - state.totalRaisedCents)} to go`);
    items.push({ key: 'milestones', label: 'Milestones', text: parts.join(' · '), weight: 1 });
  }
  return items;
}

/** What the ticker says when the total crosses milestones: once, right away (docs/decisions/072-milestones-announced-once.md). */
export function milestoneItem(amounts: readonly number[], revision: number): TickerItem {
  return {
    key: `milestone-reached:${revision}`,
    label: 'Milestone!',
    text: `🎉 ${amounts.map(formatMilestone).join(' and ')} raised! Thank you!`,
    weight: 1,
  };
}
