import type { Kysely } from 'kysely';
import type { DashboardBlast, DashboardBlastResponse } from '../../contracts/dashboard-blast';
import type {
  BlastRecipientCount,
  BlastSummary,
  EmailBlast,
  EmailBlastResponse,
} from '../../contracts/organiser';
import type { Database } from '../db';
import { quoted, recordAudit } from '../db';
import type { Outbox } from '../mail';
import { outboxStats } from '../mail';
import { blastReach, isSingleAddress } from './blast-audiences';

// An email blast queues one outbox message per recipient, all in one transaction with the blast's own
// row: if the server stops halfway nothing was queued and the organiser sends again; once it commits,
// every message goes (the outbox retries), and the dedupe key `blast:ID:address` means none goes twice.

type Audience = 'test' | 'regular' | 'livestream' | 'regular+livestream';

function audienceOf(blast: EmailBlast): Audience {
  if (blast.email !== null) return 'test';
  if (blast.regular && blast.livestream) return 'regular+livestream';
  return blast.regular ? 'regular' : 'livestream';
}

const audienceWords: Record<Exclude<Audience, 'test'>, string> = {
  regular: 'in-person',
  livestream: 'livestream',
  'regular+livestream': 'in-person and livestream',
};

/** The addresses a blast goes to, each once (compared without case), in the order people bought. */
async function blastRecipients(
  db: Kysely<Database>,
  blast: Pick<EmailBlast, 'email' | 'regular' | 'livestream'>,
): Promise<{ addresses: string[]; skipped: number }> {
  const candidates: string[] = [];
  if (blast.email !== null) {
    candidates.push(blast.email);
  } else {
    if (blast.regular) {
      const rows = await db
        .selectFrom('tickets')
        .select('buyer_email')
        .where('stream', '=', false)
        .orderBy('time_ms')
        .orderBy('id')
        .execute();
      candidates.push(...rows.map((row) => row.buyer_email));
    }
    if (blast.livestream) {
      const rows = await db
        .selectFrom('livestream_access')
        .select('email')
        .orderBy('created_ms')
        .orderBy('token')
        .execute();
      candidates.push(...rows.map((row) => row.email));
    }
  }
  const seen = new Set<string>();
  const addresses: string[] = [];
  let skipped = 0;
  for (const raw of candidates) {
    const address = raw.trim();
    const key = address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (isSingleAddress(address)) addresses.push(address);
    else skipped += 1;
  }
  return { addresses, skipped };
}

/** How many people a blast to these audiences would reach now, asked before sending. */
export async function countBlastRecipients(
  db: Kysely<Database>,
  audience: Pick<EmailBlast, 'regular' | 'livestream'>,
): Promise<BlastRecipientCount> {
  const { addresses, skipped } = await blastRecipients(db, { ...audience, email: null });
  return { recipients: addresses.length, skipped };
}

/** One message per address, queued with the blast's own row and its line in the change log. */
async function queueBlast(
  trx: Kysely<Database>,
  outbox: Outbox,
  blast: { subject: string; text: string; audience: string; addresses: readonly string[] },
  what: (recipients: number) => string,
  by: string,
  nowMs: number,
): Promise<number> {
  const { addresses } = blast;
  const { id } = await trx
    .insertInto('blasts')
    .values({
      subject: blast.subject,
      audience: blast.audience,
      recipient_count: addresses.length,
      created_ms: nowMs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const address of addresses) {
    await outbox.enqueue(trx, {
      to: address,
      subject: blast.subject,
      text: blast.text,
      kind: 'blast',
      ref: String(id),
      dedupeKey: `blast:${id}:${address.toLowerCase()}`,
    });
  }
  await recordAudit(trx, what(addresses.length), by, nowMs);
  return id;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export async function sendEmailBlast(
  deps: { db: Kysely<Database>; outbox: Outbox },
  blast: EmailBlast,
  /** Who is making the change, as the change log names them (request.crew.name). */
  by: string,
  nowMs: number,
): Promise<EmailBlastResponse> {
  const audience = audienceOf(blast);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const { addresses, skipped } = await blastRecipients(trx, blast);
    const what = (count: number) =>
      audience === 'test'
        ? // Not the address: the change log outlives the addresses the retention sweep erases.
          `Sent a test of email ${quoted(blast.subject)}`
        : `Sent email ${quoted(blast.subject)} to ${plural(count, `${audienceWords[audience]} recipient`)}`;
    const id = await queueBlast(trx, deps.outbox, { ...blast, audience, addresses }, what, by, nowMs);
    return { id, recipients: addresses.length, skipped };
  });
  deps.outbox.wake();
  return outcome;
}

const kindWords = { buyers: 'buyer', attendees: 'attendee', viewers: 'livestream viewer' } as const;

/**
 * The dashboard's blast (docs/product/organisers.md, "Email blast from the dashboard"): to the people
 * of one kind, counted again inside the transaction that queues it, so the answer says whom it reached.
 */
export async function sendDashboardBlast(
  deps: { db: Kysely<Database>; outbox: Outbox },
  blast: DashboardBlast,
  by: string,
  nowMs: number,
): Promise<DashboardBlastResponse> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const { to, ...reach } = await blastReach(trx, blast.kind);
    const what = () =>
      `Sent email ${quoted(blast.subject)} to ${plural(reach.people, kindWords[blast.kind])} (${plural(reach.addresses, 'address', 'addresses')})`;
    const id = await queueBlast(
      trx,
      deps.outbox,
      { ...blast, audience: blast.kind, addresses: to },
      what,
      by,
      nowMs,
    );
    return { id, ...reach };
  });
  deps.outbox.wake();
  return outcome;
}

export async function recentBlasts(db: Kysely<Database>, limit = 100): Promise<BlastSummary[]> {
  const rows = await db
    .selectFrom('blasts')
    .selectAll()
    .orderBy('created_ms', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return Promise.all(
    rows.map(async (row) => {
      const stats = await outboxStats(db, { kind: 'blast', ref: String(row.id) });
      return {
        id: row.id,
        subject: row.subject,
        audience: row.audience as BlastSummary['audience'],
        createdAt: new Date(Number(row.created_ms)).toISOString(),
        recipients: row.recipient_count,
        queued: stats.queued,
        sent: stats.sent,
        failing: stats.failing,
      };
    }),
  );
}
