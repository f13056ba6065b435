// What a refund confirmation says it stops (docs/product/organisers.md, "Orders"): the people by name and
// code, never a code alone, and one badge or several in the right number.

export interface StoppedTicket {
  /** The badge name, or the viewer's address. */
  holder: string;
  code: string;
}

const listed = (tickets: readonly StoppedTicket[]) => {
  const names = tickets.map((ticket) => `${ticket.holder} (${ticket.code})`);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** "this badge: Rory Desk (FW7EYT)", "these 2 badges: Quinn Desk (KX4M63) and Sam Desk (HA3AVG)". */
export function stoppedList(tickets: readonly StoppedTicket[], stream: boolean): string {
  const one = tickets.length === 1;
  const what = stream ? (one ? 'viewer' : 'viewers') : one ? 'badge' : 'badges';
  return `${one ? 'this' : `these ${tickets.length}`} ${what}: ${listed(tickets)}`;
}

/** "This badge stops admitting at the door.", "Their 2 stream links stop working." */
export function stoppedEffect(count: number, stream: boolean): string {
  if (stream)
    return count === 1 ? 'Their stream link stops working.' : `Their ${count} stream links stop working.`;
  return count === 1
    ? 'This badge stops admitting at the door.'
    : `These ${count} badges stop admitting at the door.`;
}

/** "Refunded $140.00 for Rory Desk (FW7EYT).": the answer names whom, as the question did. */
export function refundedFor(tickets: readonly StoppedTicket[]): string {
  return listed(tickets);
}
