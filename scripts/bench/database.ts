import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

// The only place the benchmark knows the app's tables (src/server/db/schema.ts). It writes captured
// donations straight into the running app's SQLite file, as if each had gone through PayPal, which
// would take hours for 100,000: each donation gets its captured order row (donations.order_id
// references orders.id) and adds to its incentive's raised amount, as record-donation.ts does.
// It also counts what a checkout rush recorded, and makes and drops a PostgreSQL database.

const historyFromMs = Date.parse('2024-11-18T00:00:00Z');
const names = ['Ada', 'Ben', 'Chloe', 'Dev', '', 'Eun-ji', 'Farid', 'Greta', 'Hiro', ''];
const messages = ['Good luck with the 16x16!', '', 'Thermo all the way', 'For the puzzle book', ''];

/** Adds donations until the file holds `total` of them; returns how many were added. */
export function seedDonations(sqliteFile: string, total: number): number {
  const db = new SqliteDatabase(sqliteFile);
  try {
    db.pragma('busy_timeout = 5000');
    const have = Number((db.prepare('SELECT count(*) AS n FROM donations').get() as { n: number }).n);
    const add = total - have;
    if (add <= 0) return 0;
    // Leaf incentives only: a bid war's own total is summed from its options when read.
    const incentives = (
      db
        .prepare(
          `SELECT id FROM incentives WHERE id NOT IN (SELECT parent_id FROM incentives WHERE parent_id IS NOT NULL)
           AND disabled = 0 AND hidden = 0 ORDER BY id`,
        )
        .all() as { id: string }[]
    ).map((row) => row.id);

    const insertOrder = db.prepare(
      `INSERT INTO orders (id, kind, status, amount_cents, currency, payload, created_ms, updated_ms,
         capture_id, captured_amount_cents, captured_currency, payer_name, payer_email, failure)
       VALUES (?, 'donation', 'captured', ?, 'USD', ?, ?, ?, ?, ?, 'USD', 'Bench Payer', 'payer@example.com', NULL)`,
    );
    const insertDonation = db.prepare(
      `INSERT INTO donations (order_id, name, amount_cents, message, extra_info, incentive_id, time_ms)
       VALUES (?, ?, ?, ?, '{}', ?, ?)`,
    );
    const addRaised = db.prepare('UPDATE incentives SET raised_cents = raised_cents + ? WHERE id = ?');
    const raised = new Map<string, number>();

    db.transaction(() => {
      for (let i = 0; i < add; i += 1) {
        const n = have + i;
        const orderId = `BENCH${String(n).padStart(12, '0')}`;
        const amountCents = 100 + ((n * 7919) % 20_000);
        // One a minute from the history date, oldest first: 100,000 end in early 2025, before now.
        const timeMs = historyFromMs + (n + 1) * 60_000;
        const incentiveId = n % 3 === 0 && incentives.length ? incentives[n % incentives.length]! : null;
        const name = names[n % names.length]!;
        const message = messages[n % messages.length]!;
        const payload = JSON.stringify({ name, amountCents, message, extraInfo: {}, incentiveId });
        insertOrder.run(orderId, amountCents, payload, timeMs, timeMs, `CAP${orderId}`, amountCents);
        insertDonation.run(orderId, name, amountCents, message, incentiveId, timeMs);
        if (incentiveId) raised.set(incentiveId, (raised.get(incentiveId) ?? 0) + amountCents);
      }
      for (const [id, cents] of raised) addRaised.run(cents, id);
      // The running totals the overlay reads (src/server/progress/progress-totals.ts), as the recorder keeps them.
      db.prepare(
        `UPDATE progress_totals SET count = (SELECT count(*) FROM donations),
           cents = (SELECT coalesce(sum(amount_cents), 0) FROM donations), last_id = (SELECT max(id) FROM donations)
         WHERE name = 'donations'`,
      ).run();
    })();
    return add;
  } finally {
    db.close();
  }
}

export interface RecordedTickets {
  /** Ticket progress records of the given orders. */
  tickets: number;
  /** Orders with more than one ticket record (must be 0). */
  twice: number;
  /** Orders whose status is 'captured'. */
  captured: number;
  /** Confirmation emails queued for them. */
  mails: number;
}

const recordedSql = (list: string) => `
  SELECT
    (SELECT count(*) FROM tickets WHERE order_id IN (${list})) AS tickets,
    (SELECT count(*) FROM (SELECT order_id FROM tickets WHERE order_id IN (${list})
       GROUP BY order_id HAVING count(*) > 1) AS dup) AS twice,
    (SELECT count(*) FROM orders WHERE id IN (${list}) AND status = 'captured') AS captured,
    (SELECT count(*) FROM outbox WHERE kind = 'ticket' AND ref IN (${list})) AS mails`;

export async function recordedTickets(
  where: { sqliteFile: string } | { databaseUrl: string },
  orderIds: readonly string[],
): Promise<RecordedTickets> {
  const toNumbers = (row: Record<string, unknown>): RecordedTickets => ({
    tickets: Number(row.tickets),
    twice: Number(row.twice),
    captured: Number(row.captured),
    mails: Number(row.mails),
  });
  if ('sqliteFile' in where) {
    const db = new SqliteDatabase(where.sqliteFile, { readonly: true });
    try {
      const list = orderIds.map(() => '?').join(',');
      const sql = recordedSql(list);
      const params = [...orderIds, ...orderIds, ...orderIds, ...orderIds];
      return toNumbers(db.prepare(sql).get(...params) as Record<string, unknown>);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: where.databaseUrl });
  await client.connect();
  try {
    const result = await client.query(recordedSql('SELECT unnest($1::text[])'), [orderIds]);
    return toNumbers(result.rows[0] as Record<string, unknown>);
  } finally {
    await client.end();
  }
}

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty PostgreSQL database; drop() removes it (even with connections left open). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 3_000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * SQLite's plan for the queries the progress bar and the dashboard run on the donations table (as
 * Kysely writes them in src/server/donations and src/server/organisers), to show which index each uses.
 */
export function donationQueryPlans(sqliteFile: string): string[] {
  const queries: Record<string, string> = {
    'progress: running totals': 'SELECT * FROM progress_totals',
    'progress: last donation': 'SELECT id, name, amount_cents, refunded_cents FROM donations WHERE id = ?',
    'dashboard: newest 500 donations': `SELECT donations.id, incentives.title FROM donations
       LEFT JOIN incentives ON incentives.id = donations.incentive_id
       ORDER BY donations.time_ms DESC, donations.id DESC LIMIT 500`,
    'public history (POST /api/donations)':
      'SELECT id, name, amount_cents, refunded_cents FROM donations WHERE time_ms > ? AND refunded_cents < amount_cents ORDER BY time_ms, id',
  };
  const db = new SqliteDatabase(sqliteFile, { readonly: true });
  try {
    return Object.entries(queries).map(([label, sql]) => {
      const parameters = sql.includes('?') ? [historyFromMs] : [];
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[];
      return `${label}: ${plan.map((step) => step.detail).join('; ')}`;
    });
  } finally {
    db.close();
  }
}
