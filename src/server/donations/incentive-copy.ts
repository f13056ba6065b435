import type { Kysely } from 'kysely';
import { optionId, parentIdOf } from '../../domain/incentives/incentive';
import type { Database } from '../db';
import type { IncentiveCopy } from '../editions';

// A new edition's incentives, copied from another's (docs/product/organisers.md, "Editions";
// docs/decisions/080-incentives-totals-and-retention-per-edition.md): every incentive and option with
// its title, texts, goal, minimum, prompts and flags, nothing raised, closing times moved with the dates,
// the old year in titles and descriptions made the new one. A donor's suggestion that was approved is an
// ordinary option of the copy; one held or denied is left behind. Ids stay unique across editions
// (donations point at them): a copy's id is the old one with the new year ("blindfold-2026").

const maxKey = 40;

/** "blindfold" or "blindfold-2025" in 2026: "blindfold-2026"; "-2", "-3"... after it when that is taken. */
function copiedKey(key: string, fromYear: number, toYear: number, taken: ReadonlySet<string>): string {
  const suffix = `-${fromYear}`;
  const base = key.endsWith(suffix) ? key.slice(0, -suffix.length) : key;
  for (let n = 1; ; n += 1) {
    const tail = n === 1 ? `-${toYear}` : `-${toYear}-${n}`;
    const candidate = `${base.slice(0, maxKey - tail.length)}${tail}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Inside the new edition's transaction; answers how many incentives and options were copied. */
export async function copyIncentives(trx: Kysely<Database>, copy: IncentiveCopy): Promise<number> {
  const rows = await trx
    .selectFrom('incentives')
    .selectAll()
    .where('edition_id', '=', copy.fromEditionId)
    .where((eb) => eb.or([eb('suggestion', 'is', null), eb('suggestion', '=', 'approved')]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return 0;
  const existing = await trx.selectFrom('incentives').select('id').execute();
  const taken = new Set(existing.map((row) => row.id));
  const last = await trx
    .selectFrom('incentives')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst();
  let sort = Number(last?.sort ?? -1) + 1;
  const renamed = new Map<string, string>();
  const year = (text: string) => text.replaceAll(String(copy.fromYear), String(copy.toYear));
  const values = [];
  // Parents come before their options in the same sort order only by chance: name every parent first.
  for (const row of rows) {
    if (parentIdOf(row.id) !== null) continue;
    const id = copiedKey(row.id, copy.fromYear, copy.toYear, taken);
    taken.add(id);
    renamed.set(row.id, id);
  }
  for (const row of rows) {
    const parent = parentIdOf(row.id);
    const newParent = parent === null ? null : renamed.get(parent);
    const id =
      parent === null
        ? renamed.get(row.id)
        : newParent && optionId(newParent, row.id.slice(parent.length + 1));
    if (id === undefined || id === null) continue;
    values.push({
      id,
      parent_id: newParent ?? null,
      type: row.type,
      title: year(row.title),
      name: row.name,
      author: row.author,
      description: year(row.description),
      image: row.image,
      link: row.link,
      goal_cents: row.goal_cents,
      raised_cents: 0,
      expires_ms: row.expires_ms === null ? null : Number(row.expires_ms) + copy.shiftMs,
      min_donation_cents: row.min_donation_cents,
      info_needed: row.info_needed,
      disabled: row.disabled,
      hidden: row.hidden,
      accepts_suggestions: row.accepts_suggestions,
      sort: sort++,
      edition_id: copy.toEditionId,
    });
  }
  await trx.insertInto('incentives').values(values).execute();
  return values.length;
}
