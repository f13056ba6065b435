import type { Kysely, Selectable } from 'kysely';
import type { InPersonTicketType } from '../../domain/tickets/counts';
import { inPersonTicketTypes } from '../../domain/tickets/counts';
import { type DiscountCode, type DiscountEffect, normaliseDiscountCode } from '../../domain/tickets/pricing';
import { currentEditionId, type Database, type DiscountCodeTable } from '../db';
import type { DiscountRefusal } from './discount-refusals';

// The discount_codes table: what each code does, its limits, and how often it was used. Codes belong to an
// edition, and everything here reads and writes the current edition's only
// (docs/decisions/081-codes-and-waiting-list-per-edition.md): last year's "SPONSOR" is no code this year.

type Db = Kysely<Database>;

/** One stored code as the server works with it: the domain's rule plus the organisers' limits. */
export interface StoredDiscountCode {
  rule: DiscountCode<InPersonTicketType>;
  /** Orders that may hold a use in all; null: no cap. */
  maxUses: number | null;
  endsMs: number | null;
  disabled: boolean;
  uses: number;
  note: string;
  createdMs: number;
}

export interface NewDiscountCode {
  rule: DiscountCode<InPersonTicketType>;
  maxUses?: number | null;
  endsMs?: number | null;
  note?: string;
}

const isTicketType = (value: string | null): value is InPersonTicketType =>
  value !== null && (inPersonTicketTypes as readonly string[]).includes(value);

function effectOf(row: Pick<DiscountCodeTable, 'percent_off' | 'amount_off_cents'>): DiscountEffect {
  if (row.percent_off !== null) return { kind: 'percent-off', percent: Number(row.percent_off) };
  return { kind: 'amount-off', cents: Number(row.amount_off_cents ?? 0) };
}

function fromRow(row: Selectable<DiscountCodeTable>): StoredDiscountCode {
  const rule: DiscountCode<InPersonTicketType> = { code: row.code, effect: effectOf(row) };
  if (row.max_tickets !== null) rule.maxTickets = Number(row.max_tickets);
  if (isTicketType(row.requires_ticket_type)) rule.requiresTicketType = row.requires_ticket_type;
  return {
    rule,
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    endsMs: row.ends_ms === null ? null : Number(row.ends_ms),
    disabled: Boolean(row.disabled),
    uses: Number(row.uses),
    note: row.note,
    createdMs: Number(row.created_ms),
  };
}

/**
 * Why a buyer may not use the code right now, or null when they may. The cap is checked again,
 * atomically, when the payment is captured (discount-uses.ts).
 */
export function whyUnusable(code: StoredDiscountCode, nowMs: number): DiscountRefusal | null {
  if (code.disabled) return 'disabled';
  if (code.endsMs !== null && code.endsMs <= nowMs) return 'ended';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'cap-reached';
  return null;
}

export async function findDiscountCodeRow(db: Db, typed: string): Promise<StoredDiscountCode | undefined> {
  const code = normaliseDiscountCode(typed);
  if (code === '') return undefined;
  const row = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('edition_id', '=', currentEditionId(db))
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/**
 * The same text as a code of an earlier edition than the current one (the latest such), for the sentence
 * that says so; undefined when no earlier edition had it.
 */
export async function findEarlierEditionCode(
  db: Db,
  typed: string,
): Promise<{ stored: StoredDiscountCode; year: number } | undefined> {
  const code = normaliseDiscountCode(typed);
  if (code === '') return undefined;
  const currentYear = db.selectFrom('editions').select('year').where('id', '=', currentEditionId(db));
  const row = await db
    .selectFrom('discount_codes')
    .innerJoin('editions', 'editions.id', 'discount_codes.edition_id')
    .selectAll('discount_codes')
    .select('editions.year')
    .where('discount_codes.code', '=', code)
    .where('editions.year', '<', currentYear)
    .orderBy('editions.year', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { stored: fromRow(row), year: Number(row.year) } : undefined;
}

export async function listDiscountCodes(db: Db): Promise<StoredDiscountCode[]> {
  const rows = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('edition_id', '=', currentEditionId(db))
    .orderBy('created_ms')
    .orderBy('code')
    .execute();
  return rows.map(fromRow);
}

/** Codes of every edition: the seed writes content/'s only into a database that never had any. */
export async function countDiscountCodes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('discount_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Inserts the code (upper case) for the current edition; the caller handles a code that edition has
 * already (unique violation).
 */
export async function insertDiscountCode(db: Db, code: NewDiscountCode, nowMs: number): Promise<void> {
  const { rule } = code;
  await db
    .insertInto('discount_codes')
    .values({
      edition_id: currentEditionId(db),
      code: normaliseDiscountCode(rule.code),
      percent_off: rule.effect.kind === 'percent-off' ? rule.effect.percent : null,
      amount_off_cents: rule.effect.kind === 'amount-off' ? rule.effect.cents : null,
      max_tickets: rule.maxTickets ?? null,
      requires_ticket_type: rule.requiresTicketType ?? null,
      max_uses: code.maxUses ?? null,
      ends_ms: code.endsMs ?? null,
      note: code.note ?? '',
      created_ms: nowMs,
    })
    .execute();
}

/** Returns false when there is no such code. */
export async function setDiscountCodeDisabled(db: Db, typed: string, disabled: boolean): Promise<boolean> {
  const result = await db
    .updateTable('discount_codes')
    .set({ disabled })
    .where('edition_id', '=', currentEditionId(db))
    .where('code', '=', normaliseDiscountCode(typed))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
