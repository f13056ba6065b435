import type { Kysely } from 'kysely';
import type { DiscountCodeCreate, OrganiserDiscountCodeWire } from '../../contracts/discount-codes';
import { ruleToWire } from '../../contracts/discounts';
import { formatUsd } from '../../domain/money';
import type { Database } from '../db';
import { isUniqueViolation, quoted, recordAudit } from '../db';
import { conflict, invalid, notFound } from '../plugins';
import {
  findDiscountCodeRow,
  insertDiscountCode,
  type StoredDiscountCode,
  setDiscountCodeDisabled,
} from './discount-store';

// Organisers add a code per sponsor and disable one that leaked; nothing is deleted, so the use count
// of every code stays visible. Each change and its audit entry are written together.

export function organiserCodeToWire(stored: StoredDiscountCode): OrganiserDiscountCodeWire {
  return {
    ...ruleToWire(stored.rule),
    maxUses: stored.maxUses,
    uses: stored.uses,
    ends: stored.endsMs === null ? null : new Date(stored.endsMs).toISOString(),
    disabled: stored.disabled,
    note: stored.note,
    created: new Date(stored.createdMs).toISOString(),
  };
}

/** '50% off, at most 3 tickets, needs an adult ticket, 10 uses, until 2025-03-20T04:00:00.000Z' */
function describeCode(code: DiscountCodeCreate): string {
  const parts = [
    code.percentOff !== null ? `${code.percentOff}% off` : `${formatUsd(code.amountOff ?? 0)} off`,
  ];
  if (code.maxTickets !== null) parts.push(`at most ${code.maxTickets} tickets`);
  if (code.requiresTicketType !== null) parts.push(`needs a ${code.requiresTicketType} ticket`);
  if (code.maxUses !== null) parts.push(`${code.maxUses} uses`);
  if (code.ends !== null) parts.push(`until ${new Date(code.ends).toISOString()}`);
  return parts.join(', ');
}

export async function createDiscountCode(
  db: Kysely<Database>,
  code: DiscountCodeCreate,
  /** Who is making the change, as the change log names them (request.crew.name). */
  by: string,
  nowMs: number,
): Promise<StoredDiscountCode> {
  if (code.ends !== null && code.ends <= nowMs)
    throw invalid('The end date has passed already; give a later one, or none.');
  const rule = {
    code: code.code,
    effect:
      code.percentOff !== null
        ? { kind: 'percent-off' as const, percent: code.percentOff }
        : { kind: 'amount-off' as const, cents: code.amountOff ?? 0 },
    ...(code.maxTickets !== null && { maxTickets: code.maxTickets }),
    ...(code.requiresTicketType !== null && { requiresTicketType: code.requiresTicketType }),
  };
  try {
    await db.transaction().execute(async (trx) => {
      await insertDiscountCode(
        trx,
        { rule, maxUses: code.maxUses, endsMs: code.ends, note: code.note },
        nowMs,
      );
      await recordAudit(trx, `Added discount code ${quoted(code.code)}: ${describeCode(code)}`, by, nowMs);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(`The code ${code.code} exists already; choose another, or enable the existing one.`);
  }
  const stored = await findDiscountCodeRow(db, code.code);
  if (!stored) throw new Error(`Discount code ${code.code} vanished right after it was added`);
  return stored;
}

export async function setDiscountCodeEnabled(
  db: Kysely<Database>,
  typed: string,
  disabled: boolean,
  /** Who is making the change, as the change log names them (request.crew.name). */
  by: string,
  nowMs: number,
): Promise<StoredDiscountCode> {
  const found = await db.transaction().execute(async (trx) => {
    const stored = await findDiscountCodeRow(trx, typed);
    if (!stored || !(await setDiscountCodeDisabled(trx, stored.rule.code, disabled))) return false;
    const verb = disabled ? 'Disabled' : 'Enabled';
    await recordAudit(trx, `${verb} discount code ${quoted(stored.rule.code)}`, by, nowMs);
    return true;
  });
  const stored = found ? await findDiscountCodeRow(db, typed) : undefined;
  if (!stored) throw notFound('There is no such discount code; reload the list.');
  return stored;
}
