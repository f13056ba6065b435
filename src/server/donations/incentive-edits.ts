import type { Kysely } from 'kysely';
import {
  type Incentive,
  type IncentiveFields,
  optionId,
  parentIdOf,
} from '../../domain/incentives/incentive';
import type { Database } from '../db';
import { isUniqueViolation, quoted, recordAudit } from '../db';
import { conflict, invalid, notFound } from '../plugins';
import {
  findCurrentIncentive,
  findIncentive,
  insertIncentives,
  updateIncentiveFields,
} from './incentive-store';

// Organisers create and change incentives and their options without a redeploy. Nothing is ever
// deleted (donations point at incentives): an incentive is disabled or hidden instead. `raised` is
// never set here; it moves only with donations. Edits act on the current edition's incentives only; a
// new one belongs to it, and a copied edition's wait until it is made current
// (docs/decisions/080-incentives-totals-and-retention-per-edition.md). Ids stay unique across editions.

/** Each field as the audit log names it. */
const fieldNames: Record<keyof IncentiveFields, string> = {
  type: 'type',
  title: 'title',
  name: 'puzzle name',
  author: 'author',
  description: 'description',
  image: 'image',
  link: 'link',
  goalCents: 'goal',
  expiresMs: 'expiry',
  minDonationCents: 'minimum donation',
  infoNeeded: 'prompts',
  disabled: 'disabled',
  hidden: 'hidden',
  acceptsSuggestions: 'takes suggestions',
};

/** 'Hid option "Nurikabe"', 'Changed incentive "Blindfold": goal, expiry'. */
function describeEdit(before: Incentive, changes: Partial<IncentiveFields>): string {
  const what = parentIdOf(before.id) === null ? 'incentive' : 'option';
  const changed = (Object.keys(changes) as (keyof IncentiveFields)[]).filter(
    (field) => JSON.stringify(changes[field]) !== JSON.stringify(before[field]),
  );
  const title = quoted(changes.title ?? before.title);
  if (changed.length === 1 && changed[0] === 'hidden')
    return `${changes.hidden ? 'Hid' : 'Showed'} ${what} ${title}`;
  if (changed.length === 1 && changed[0] === 'disabled')
    return `${changes.disabled ? 'Disabled' : 'Enabled'} ${what} ${title}`;
  if (changed.length === 0) return `Saved ${what} ${title} (no change)`;
  return `Changed ${what} ${title}: ${changed.map((field) => fieldNames[field]).join(', ')}`;
}

export async function createIncentive(
  db: Kysely<Database>,
  input: { parent: string | null; key: string; incentive: IncentiveFields },
  /** Who is making the change, as the change log names them (request.crew.name). */
  by: string,
  nowMs: number,
): Promise<Incentive> {
  try {
    return await insertNewIncentive(db, input, by, nowMs);
  } catch (error) {
    // Two organisers creating the same id at once: the second insert loses at the primary key.
    if (isUniqueViolation(error)) throw conflict('That id was just taken; choose another.');
    throw error;
  }
}

function insertNewIncentive(
  db: Kysely<Database>,
  input: { parent: string | null; key: string; incentive: IncentiveFields },
  by: string,
  nowMs: number,
): Promise<Incentive> {
  return db.transaction().execute(async (trx) => {
    let parent: Incentive | undefined;
    if (input.parent !== null) {
      parent = await findCurrentIncentive(trx, input.parent);
      if (!parent) throw notFound('There is no incentive with that id to add an option to.');
      if (parentIdOf(parent.id) !== null) throw invalid('An option cannot have options of its own.');
    }
    const id = parent ? optionId(parent.id, input.key) : input.key;
    if (await findIncentive(trx, id)) throw conflict(`The id "${id}" is already taken; choose another.`);
    const created: Incentive = { ...input.incentive, id, raisedCents: 0 };
    await insertIncentives(trx, [created]);
    const what = parent
      ? `Added option ${quoted(created.title)} to ${quoted(parent.title)}`
      : `Created incentive ${quoted(created.title)}`;
    await recordAudit(trx, what, by, nowMs);
    return created;
  });
}

export async function updateIncentive(
  db: Kysely<Database>,
  id: string,
  changes: Partial<IncentiveFields>,
  /** Who is making the change, as the change log names them (request.crew.name). */
  by: string,
  nowMs: number,
): Promise<Incentive> {
  return db.transaction().execute(async (trx) => {
    const before = await findCurrentIncentive(trx, id);
    if (!before) throw notFound('There is no incentive with that id; reload the dashboard.');
    if (Object.keys(changes).length === 0) throw invalid('The request changes nothing.');
    await updateIncentiveFields(trx, id, changes);
    await recordAudit(trx, describeEdit(before, changes), by, nowMs);
    const after = await findCurrentIncentive(trx, id);
    if (!after) throw notFound('The incentive disappeared.');
    return after;
  });
}
