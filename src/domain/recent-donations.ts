// The /donations list (docs/product/donations-and-incentives.md, "Recent donations"): the history the page
// loaded, with live 'donation' events merged in. A donation can come both ways (an event that arrived
// while the history was loading, a reload after a reconnect), so the list is keyed by id.

export interface ListedDonation {
  id: number;
  timeMs: number;
}

const newestFirst = (a: ListedDonation, b: ListedDonation) => b.timeMs - a.timeMs || b.id - a.id;

/** `list` with `incoming` added, each donation once (the later copy wins), newest first. */
export function mergeDonations<D extends ListedDonation>(list: readonly D[], incoming: readonly D[]): D[] {
  const byId = new Map<number, D>();
  for (const donation of [...list, ...incoming]) byId.set(donation.id, donation);
  return [...byId.values()].sort(newestFirst);
}
