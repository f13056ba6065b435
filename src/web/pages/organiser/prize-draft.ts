import { describeZodError } from '../../../contracts/errors';
import { type NewPrizeBody, newPrizeSchema } from '../../../contracts/prize-edits';
import type { PrizeDelivery } from '../../../domain/prizes/prizes';
import { fromZoneInputValue } from '../../../domain/zone-input';

// The new-prize form as typed: text fields, checked here with the route's own schema so the organiser sees
// the server's limits before sending. The window is two local times of the edition's zone.

export interface PrizeDraft {
  name: string;
  description: string;
  imageUrl: string;
  sponsor: string;
  /** Dollars. */
  minimumDonation: string;
  opensAt: string;
  closesAt: string;
  winners: string;
  delivery: PrizeDelivery;
}

export const emptyPrizeDraft: PrizeDraft = {
  name: '',
  description: '',
  imageUrl: '',
  sponsor: '',
  minimumDonation: '',
  opensAt: '',
  closesAt: '',
  winners: '1',
  delivery: 'shipped',
};

function zonedIso(text: string, timeZone: string): string | null {
  const seconds = fromZoneInputValue(text, timeZone);
  return seconds === null ? null : new Date(seconds * 1000).toISOString();
}

/** The body as the server takes it (without the token), or the first thing the organiser must fix. */
export function prizeOfDraft(
  draft: PrizeDraft,
  timeZone: string,
): { prize: NewPrizeBody } | { error: string } {
  const minimum = draft.minimumDonation.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(minimum))
    return { error: 'The minimum donation must be dollars, like 10 or 12.50.' };
  if (!/^\d+$/.test(draft.winners.trim())) return { error: 'The number of winners must be a whole number.' };
  const opensAt = zonedIso(draft.opensAt, timeZone);
  const closesAt = zonedIso(draft.closesAt, timeZone);
  if (opensAt === null || closesAt === null)
    return { error: 'The window needs a date and time when it opens and closes.' };
  const prize: NewPrizeBody = {
    name: draft.name,
    description: draft.description,
    imageUrl: draft.imageUrl.trim(),
    sponsor: draft.sponsor,
    minimumDonation: Number(minimum),
    opensAt,
    closesAt,
    winners: Number(draft.winners.trim()),
    delivery: draft.delivery,
  };
  const checked = newPrizeSchema.safeParse(prize);
  return checked.success ? { prize } : { error: describeZodError(checked.error) };
}
