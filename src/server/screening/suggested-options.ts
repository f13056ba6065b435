import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { suggestionDeniedEmail } from '../../../content/suggestion-emails';
import { isValidEmail } from '../../domain/email';
import { optionId } from '../../domain/incentives/incentive';
import { foldOption } from '../../domain/incentives/suggested-option';
import type { Database } from '../db';
import { enqueueMail, renderEmail } from '../mail';
import { addToRaised } from '../progress';

// Options donors suggest for a bid war (docs/decisions/074-suggested-options.md). The first donation
// that suggests an option makes it a hidden option row, its money in the bid war's total at once; the
// moderators' decision on that donation decides the option: approved, it is shown with every dollar
// brought to it; denied, that money moves to the bid war's own row (its unallocated total) and each
// donor who brought some is told by email. A later donation suggesting the same option (folded: case,
// spaces, accents) lands on the same row, whatever its state.

type SuggestionState = 'held' | 'approved' | 'denied';

export interface PlacedSuggestion {
  /** Where the donation's money goes: the option, or the bid war itself once the option was denied. */
  incentiveId: string;
  state: SuggestionState;
  /** This donation brought the option first: its decision decides the option. */
  first: boolean;
}

const asState = (value: string | null): SuggestionState =>
  value === 'approved' || value === 'denied' ? value : 'held';

/**
 * Inside the recording transaction: the option `text` (cleaned, checked) of bid war `parentId` for the
 * donation of `orderId`. Two donations suggesting one option at the same moment: the unique index lets
 * one insert, and the other (on PostgreSQL, after waiting for the first to commit) reads its row.
 */
export async function placeSuggestion(
  trx: Kysely<Database>,
  input: { parentId: string; text: string; orderId: string },
): Promise<PlacedSuggestion> {
  const fold = foldOption(input.text);
  const sort = await trx
    .selectFrom('incentives')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst();
  // The id does not come from the text: donation records carry it publicly before anyone read the text.
  const id = optionId(input.parentId, `suggested-${randomBytes(5).toString('hex')}`);
  await trx
    .insertInto('incentives')
    .values({
      id,
      parent_id: input.parentId,
      type: 'others',
      title: input.text,
      name: '',
      author: '',
      description: '',
      image: '',
      link: '',
      goal_cents: null,
      expires_ms: null,
      min_donation_cents: null,
      info_needed: '[]',
      disabled: false,
      hidden: true,
      sort: Number(sort?.sort ?? -1) + 1,
      suggested_fold: fold,
      suggestion: 'held',
      suggested_order: input.orderId,
      // The bid war's edition (docs/decisions/080-incentives-totals-and-retention-per-edition.md).
      edition_id: (eb) =>
        eb
          .selectFrom('incentives as bidwar')
          .select('bidwar.edition_id')
          .where('bidwar.id', '=', input.parentId),
    })
    .onConflict((conflict) => conflict.columns(['parent_id', 'suggested_fold']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('incentives')
    .select(['id', 'suggestion', 'suggested_order'])
    .where('parent_id', '=', input.parentId)
    .where('suggested_fold', '=', fold)
    .executeTakeFirstOrThrow();
  const state = asState(row.suggestion);
  return {
    incentiveId: state === 'denied' ? input.parentId : row.id,
    state,
    first: row.suggested_order === input.orderId,
  };
}

/** The option a held donation suggested first, for the moderators' queue: its title; null for none. */
export async function suggestionsOf(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('incentives')
    .select(['title', 'suggested_order'])
    .where('suggested_order', 'in', orderIds)
    .where('suggestion', '=', 'held')
    .execute();
  return new Map(rows.map((row) => [row.suggested_order ?? '', row.title]));
}

/**
 * Shows every held option whose deciding donation is now approved (at once, or when its undo window
 * ended); answers how many. A conditional update, so two passes never both act.
 */
export async function approveDueSuggestions(trx: Kysely<Database>): Promise<number> {
  const result = await trx
    .updateTable('incentives')
    .set({ suggestion: 'approved', hidden: false })
    .where('suggestion', '=', 'held')
    .where((eb) =>
      eb(
        'suggested_order',
        'in',
        eb.selectFrom('donations').select('order_id').where('screening', '=', 'approved'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Inside the denial's transaction: the option the denied donation (of `orderId`) suggested first is
 * denied, and every dollar on it moves to its bid war's unallocated total, with the donations that
 * brought it; each of their payers is told. Answers whether an option was denied.
 */
export async function denySuggestionOf(
  trx: Kysely<Database>,
  orderId: string | null,
  nowMs: number,
): Promise<boolean> {
  if (orderId === null) return false;
  const option = await trx
    .updateTable('incentives')
    .set({ suggestion: 'denied', disabled: true })
    .where('suggested_order', '=', orderId)
    .where('suggestion', '=', 'held')
    .returning(['id', 'parent_id', 'title', 'raised_cents'])
    .executeTakeFirst();
  if (option?.parent_id == null) return false;
  const parentId = option.parent_id;
  const moved = Number(option.raised_cents);
  await addToRaised(trx, option.id, -moved);
  await addToRaised(trx, parentId, moved);
  const donors = await trx
    .updateTable('donations')
    .set({ incentive_id: parentId })
    .where('incentive_id', '=', option.id)
    .returning(['order_id', 'amount_cents', 'refunded_cents'])
    .execute();
  const parent = await trx
    .selectFrom('incentives')
    .select('title')
    .where('id', '=', parentId)
    .executeTakeFirstOrThrow();
  for (const donor of donors) {
    if (donor.order_id === null) continue;
    await tellDonor(trx, {
      orderId: donor.order_id,
      bidWar: parent.title,
      option: option.title,
      amountCents: Number(donor.amount_cents) - Number(donor.refunded_cents),
      nowMs,
    });
  }
  return true;
}

/** One email to one payer, about their own donation only: it names no other donor. */
async function tellDonor(
  trx: Kysely<Database>,
  input: { orderId: string; bidWar: string; option: string; amountCents: number; nowMs: number },
) {
  const order = await trx
    .selectFrom('orders')
    .select('payer_email')
    .where('id', '=', input.orderId)
    .executeTakeFirst();
  const to = order?.payer_email?.trim() ?? '';
  if (!isValidEmail(to)) return;
  const mail = renderEmail(
    suggestionDeniedEmail({
      orderRef: input.orderId,
      bidWar: input.bidWar,
      option: input.option,
      amountCents: input.amountCents,
    }),
  );
  await enqueueMail(
    trx,
    {
      to,
      ...mail,
      kind: 'suggestion-denied',
      ref: input.orderId,
      dedupeKey: `suggestion-denied:${input.orderId}`,
    },
    input.nowMs,
  );
}
