import type { Kysely } from 'kysely';
import type { Incentive } from '../../domain/incentives/incentive';
import { cleanSuggestion, foldOption } from '../../domain/incentives/suggested-option';
import type { Database } from '../db';

// What a donor's suggested option turns out to be when the order is placed
// (docs/decisions/074-suggested-options.md): one of the bid war's listed options under another spelling
// (the donation goes to it), an option already refused or closed (the donor is told now, before paying),
// or a new one (or one waiting for a moderator), which the recording places (screening/suggested-options.ts).

export type SuggestionMatch =
  | { kind: 'option'; optionId: string }
  | { kind: 'refused'; message: string }
  | { kind: 'new'; text: string };

export async function matchSuggestion(
  db: Kysely<Database>,
  bidWar: Incentive,
  typed: string,
): Promise<SuggestionMatch> {
  const text = cleanSuggestion(typed);
  const fold = foldOption(text);
  const options = await db
    .selectFrom('incentives')
    .select(['id', 'title', 'suggested_fold', 'suggestion', 'hidden', 'disabled'])
    .where('parent_id', '=', bidWar.id)
    .execute();
  const same = options.find((option) => (option.suggested_fold ?? foldOption(option.title)) === fold);
  if (!same) return { kind: 'new', text };
  if (same.suggestion === 'held') return { kind: 'new', text };
  if (same.suggestion === 'denied' || same.hidden || same.disabled)
    return {
      kind: 'refused',
      message: `That option cannot be chosen in "${bidWar.title}". Please choose one of its options or suggest another.`,
    };
  return { kind: 'option', optionId: same.id };
}
