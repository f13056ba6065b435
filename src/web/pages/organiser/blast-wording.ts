import type { BlastKind, BlastReach } from '../../../contracts/dashboard-blast';

// What the dashboard's blast says about whom it reaches (docs/product/organisers.md, "Email blast from
// the dashboard"), in the right number, before and after sending.

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const kindChoices: readonly { kind: BlastKind; label: string; hint: string }[] = [
  {
    kind: 'attendees',
    label: 'Attendees',
    hint: 'Everyone with an in-person badge, through the address their tickets were bought with.',
  },
  {
    kind: 'buyers',
    label: 'Buyers',
    hint: 'Whoever bought tickets, in person or livestream, at the address they bought with.',
  },
  {
    kind: 'viewers',
    label: 'Livestream viewers',
    hint: 'Every livestream ticket, at the address its link was sent to.',
  },
];

const words: Record<BlastKind, readonly [one: string, many: string]> = {
  attendees: ['attendee', 'attendees'],
  buyers: ['buyer', 'buyers'],
  viewers: ['livestream viewer', 'livestream viewers'],
};

/** "attendees", "buyers", "livestream viewers". */
export const kindPlural = (kind: BlastKind) => words[kind][1];

/** "7 attendees", "1 buyer", "3 livestream viewers". */
export const peopleText = (kind: BlastKind, people: number) => count(people, ...words[kind]);

const emailsText = (n: number) => count(n, 'email', 'emails');

const skippedText = (skipped: number) =>
  skipped === 0
    ? ''
    : skipped === 1
      ? ' 1 stored address is not a usable address and is left out.'
      : ` ${skipped} stored addresses are not usable addresses and are left out.`;

/** Said under the choice, before anything is sent: "This reaches 7 attendees, through 4 addresses…". */
export function reachText(reach: BlastReach): string {
  if (reach.people === 0)
    return `Nobody to send to: no ${words[reach.kind][1]} yet.${skippedText(reach.skipped)}`;
  const through =
    reach.kind === 'attendees'
      ? reach.addresses === 1
        ? reach.people === 1
          ? ', through the address their ticket was bought with'
          : ', through the one address their tickets were bought with'
        : `, through the ${reach.addresses} addresses their tickets were bought with`
      : '';
  return `This reaches ${peopleText(reach.kind, reach.people)}${through}.${skippedText(reach.skipped)}`;
}

/** The question before sending: '"Doors open at 9" goes to 7 attendees (4 emails). Send it now?' */
export function confirmQuestion(subject: string, reach: BlastReach): string {
  if (reach.people === 0) return reachText(reach);
  return `"${subject}" goes to ${peopleText(reach.kind, reach.people)} (${emailsText(reach.addresses)}). Send it now?`;
}

/** What the dashboard says once the server queued it. */
export function sentText(subject: string, reach: BlastReach): string {
  return `Queued "${subject}" for ${peopleText(reach.kind, reach.people)} (${emailsText(reach.addresses)}). The list below shows when they are sent.`;
}
