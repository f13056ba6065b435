import type { Kysely } from 'kysely';
import type {
  BlastRecipientCount,
  BlastSummary,
  EmailBlast,
  EmailBlastResponse,
} from '../../contracts/organiser';
import type { Database } from '../db';
import { quoted, recordAudit } from '../db';
import type { Outbox } from '../mail';
import { assertSingleAddress, outboxStats } from '../mail';

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

const isSingleAddress = (address: string) => {
  try {
    assertSingleAddress(address);
    return true;
  } catch {
    return false;
  }
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

export async function sendEmailBlast(
  deps: { db: Kysely<Database>; outbox: Outbox },
  blast: EmailBlast,
  /** Who is making the change, as the change log names them (request.crew.name). */
  by: string,
  nowMs = Date.now(),
): Promise<EmailBlastResponse> {
  const audience = audienceOf(blast);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const { addresses, skipped } = await blastRecipients(trx, blast);
    const { id } = await trx
      .insertInto('blasts')
      .values({ subject: blast.subject, audience, recipient_count: addresses.length, created_ms: nowMs })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const address of addresses) {
      await deps.outbox.enqueue(trx, {
        to: address,
        subject: blast.subject,
        text: blast.text,
        kind: 'blast',
        ref: String(id),
        dedupeKey: `blast:${id}:${address.toLowerCase()}`,
      });
    }
    const what =
      audience === 'test'
        ? // Not the address: the change log outlives the addresses the retention sweep erases.
          `Sent a test of email ${quoted(blast.subject)}`
        : `Sent email ${quoted(blast.subject)} to ${addresses.length} ${audienceWords[audience]} recipient${addresses.length === 1 ? '' : 's'}`;
    await recordAudit(trx, what, by, nowMs);
    return { id, recipients: addresses.length, skipped };
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
        audience: row.audience as Audience,
        createdAt: new Date(Number(row.created_ms)).toISOString(),
        recipients: row.recipient_count,
        queued: stats.queued,
        sent: stats.sent,
        failing: stats.failing,
      };
    }),
  );
}
