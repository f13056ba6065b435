import type { Kysely } from 'kysely';
import type { IncentiveFields } from '../../contracts/organiser-edits';
import { type Incentive, optionId, parentIdOf } from '../../domain/incentives/incentive';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { findIncentive, insertIncentives } from '../donations/incentive-store';
import { quoted, recordAudit } from './audit-log';

// Organisers create and change incentives and their options without a redeploy. Nothing is ever
// deleted (donations point at incentives): an incentive is disabled or hidden instead. `raised` is
// never set here; it moves only with donations.

export type EditOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; error: string };

const fieldNames: Record<keyof IncentiveFields, string> = {
  type: 'type',
  title: 'title',
  name: 'puzzle name',
  author: 'author',
  description: 'description',
  image: 'image',
  link: 'link',
  goal: 'goal',
  expires: 'expiry',
  min_donation: 'minimum donation',
  info_needed: 'prompts',
  disabled: 'disabled',
  hidden: 'hidden',
};

function toColumns(fields: Partial<IncentiveFields>) {
  return {
    ...(fields.type !== undefined && { type: fields.type }),
    ...(fields.title !== undefined && { title: fields.title }),
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.author !== undefined && { author: fields.author }),
    ...(fields.description !== undefined && { description: fields.description }),
    ...(fields.image !== undefined && { image: fields.image }),
    ...(fields.link !== undefined && { link: fields.link }),
    ...(fields.goal !== undefined && { goal_cents: fields.goal }),
    ...(fields.expires !== undefined && { expires_ms: fields.expires }),
    ...(fields.min_donation !== undefined && { min_donation_cents: fields.min_donation }),
    ...(fields.info_needed !== undefined && { info_needed: JSON.stringify(fields.info_needed) }),
    ...(fields.disabled !== undefined && { disabled: fields.disabled }),
    ...(fields.hidden !== undefined && { hidden: fields.hidden }),
  };
}

/** The stored value of each field, in the units of IncentiveFields, to see what an edit changes. */
function fieldsOf(incentive: Incentive): IncentiveFields {
  return {
    type: incentive.type,
    title: incentive.title,
    name: incentive.name,
    author: incentive.author,
    description: incentive.description,
    image: incentive.image,
    link: incentive.link,
    goal: incentive.goalCents,
    expires: incentive.expiresMs,
    min_donation: incentive.minDonationCents,
    info_needed: incentive.infoNeeded,
    disabled: incentive.disabled,
    hidden: incentive.hidden,
  };
}

/** 'Hid option "Nurikabe"', 'Changed incentive "Blindfold": goal, expiry'. */
export function describeEdit(before: Incentive, changes: Partial<IncentiveFields>): string {
  const what = parentIdOf(before.id) === null ? 'incentive' : 'option';
  const old = fieldsOf(before);
  const changed = (Object.keys(changes) as (keyof IncentiveFields)[]).filter(
    (field) => JSON.stringify(changes[field]) !== JSON.stringify(old[field]),
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
  nowMs = Date.now(),
): Promise<EditOutcome<Incentive>> {
  try {
    return await insertNewIncentive(db, input, nowMs);
  } catch (error) {
    // Two organisers creating the same id at once: the second insert loses at the primary key.
    if (isUniqueViolation(error))
      return { ok: false, status: 409, error: 'That id was just taken; choose another.' };
    throw error;
  }
}

function insertNewIncentive(
  db: Kysely<Database>,
  input: { parent: string | null; key: string; incentive: IncentiveFields },
  nowMs: number,
): Promise<EditOutcome<Incentive>> {
  return db.transaction().execute(async (trx): Promise<EditOutcome<Incentive>> => {
    let parent: Incentive | undefined;
    if (input.parent !== null) {
      parent = await findIncentive(trx, input.parent);
      if (!parent)
        return { ok: false, status: 404, error: 'There is no incentive with that id to add an option to.' };
      if (parentIdOf(parent.id) !== null)
        return { ok: false, status: 400, error: 'An option cannot have options of its own.' };
    }
    const id = parent ? optionId(parent.id, input.key) : input.key;
    if (await findIncentive(trx, id))
      return { ok: false, status: 409, error: `The id "${id}" is already taken; choose another.` };
    const fields = input.incentive;
    const created: Incentive = {
      id,
      type: fields.type,
      title: fields.title,
      name: fields.name,
      author: fields.author,
      description: fields.description,
      image: fields.image,
      link: fields.link,
      goalCents: fields.goal,
      raisedCents: 0,
      expiresMs: fields.expires,
      minDonationCents: fields.min_donation,
      infoNeeded: fields.info_needed,
      disabled: fields.disabled,
      hidden: fields.hidden,
    };
    await insertIncentives(trx, [created]);
    const what = parent
      ? `Added option ${quoted(created.title)} to ${quoted(parent.title)}`
      : `Created incentive ${quoted(created.title)}`;
    await recordAudit(trx, what, nowMs);
    return { ok: true, value: created };
  });
}

export async function updateIncentive(
  db: Kysely<Database>,
  id: string,
  changes: Partial<IncentiveFields>,
  nowMs = Date.now(),
): Promise<EditOutcome<Incentive>> {
  return db.transaction().execute(async (trx): Promise<EditOutcome<Incentive>> => {
    const before = await findIncentive(trx, id);
    if (!before)
      return { ok: false, status: 404, error: 'There is no incentive with that id; reload the dashboard.' };
    const columns = toColumns(changes);
    if (Object.keys(columns).length === 0)
      return { ok: false, status: 400, error: 'The request changes nothing.' };
    await trx.updateTable('incentives').set(columns).where('id', '=', id).execute();
    await recordAudit(trx, describeEdit(before, changes), nowMs);
    const after = await findIncentive(trx, id);
    return after
      ? { ok: true, value: after }
      : { ok: false, status: 404, error: 'The incentive disappeared.' };
  });
}
