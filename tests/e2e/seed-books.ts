import Database from 'better-sqlite3';
import { edition } from '../../content/edition';

// A busy fundraiser's books written straight into a test server's SQLite file: thousands of donations
// (a few of them Twitch cheers, some refunded) from six weeks before the stream to its last hour, and
// ticket sales before it. Paying for 10,000 donations through the emulator would take the whole test's
// time; the dashboard reads the same rows either way.

const hourMs = 3_600_000;
// Each row belongs to the current edition, as the app writes it (docs/decisions/075-editions-as-data.md).
const currentEdition = '(select current_edition_id from event_settings)';

/** Writes the rows; answers the money they add up to, net of refunds, as the books would count it. */
export function seedBooks(databaseFile: string, donations: number): { raisedCents: number } {
  let raisedCents = 0;
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 5000');
  const streamStart = edition.dates.fundraiserStreamStart * 1000;
  const streamEnd = edition.dates.fundraiserStreamEnd * 1000;
  const from = streamStart - 42 * 24 * hourMs;
  const insertDonation = db.prepare(
    `insert into donations (order_id, name, amount_cents, message, extra_info, incentive_id, time_ms, refunded_cents, bits, edition_id)
     values (?, ?, ?, ?, '{}', null, ?, ?, ?, ${currentEdition})`,
  );
  const insertOrder = db.prepare(
    `insert into orders (id, kind, status, amount_cents, currency, payload, created_ms, updated_ms, capture_id, edition_id)
     values (?, ?, 'captured', ?, 'USD', '{}', ?, ?, ?, ${currentEdition})`,
  );
  const insertTicket = db.prepare(
    `insert into tickets (order_id, count, amount_cents, stream, time_ms, buyer_email) values (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < donations; i++) {
      // Most of the money comes during the stream, as it does.
      const during = i % 4 !== 0;
      const timeMs = during
        ? streamStart + Math.floor((((i * 7919) % 1000) / 1000) * (streamEnd - streamStart))
        : from + Math.floor((((i * 104729) % 1000) / 1000) * (streamStart - from));
      const cheer = i % 10 === 0;
      const cents = cheer ? 100 * (1 + (i % 5)) : 500 + (i % 40) * 125;
      const orderId = cheer ? null : `SEED${String(i).padStart(13, '0')}`;
      const refunded = i % 97 === 0 && !cheer ? cents : 0;
      if (orderId) insertOrder.run(orderId, 'donation', cents, timeMs, timeMs, `CAP${i}`);
      insertDonation.run(
        orderId,
        i % 3 === 0 ? '' : `Donor ${i}`,
        cents,
        i % 2 === 0 ? `Good luck from donor number ${i}!` : '',
        timeMs,
        refunded,
        cheer ? cents : null,
      );
      raisedCents += cents - refunded;
    }
    for (let i = 0; i < 60; i++) {
      const timeMs = from + i * 16 * hourMs;
      const orderId = `SEEDT${String(i).padStart(12, '0')}`;
      const stream = i % 3 === 0;
      const count = 1 + (i % 2);
      const cents = count * (stream ? 3000 : 14000);
      insertOrder.run(orderId, 'ticket', cents, timeMs, timeMs, `TCAP${i}`);
      insertTicket.run(orderId, count, cents, stream ? 1 : 0, timeMs, `buyer${i}@example.com`);
      raisedCents += cents;
    }
  })();
  db.close();
  return { raisedCents };
}
