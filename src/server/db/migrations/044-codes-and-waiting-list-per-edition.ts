import { type Kysely, sql } from 'kysely';
import type { Engine } from '../engine';

// Discount codes and the waiting list belong to an edition (docs/decisions/081-codes-and-waiting-list-per-edition.md):
// each gets `edition_id`, and what was unique across the site becomes unique per edition (a code's text,
// an address on the list), so next year may hand out "SPONSOR" afresh and a person may wait again. Rows
// already there are the current edition's; a database that has no edition yet (made before editions and
// not started since) keeps them without one until the seed writes its first edition and gives them to it
// (src/server/editions/seed-edition.ts), as it does its orders and donations.
//
// PostgreSQL changes the constraints in place. SQLite cannot drop a primary key or a column's UNIQUE: the
// two tables are made again with the same rows and ids (Kysely runs SQLite's migrations outside a
// transaction, as in 017). Nothing refers to either table by a foreign key; orders keep a code's text.

const currentEdition = sql`(select current_edition_id from event_settings where id = 1)`;

const codeColumns = sql.raw(
  'code, percent_off, amount_off_cents, max_tickets, requires_ticket_type, max_uses, ends_ms, disabled, uses, note, created_ms',
);
const entryColumns = sql.raw(
  'id, email, email_key, places, joined_ms, held_places, held_until_ms, offered_ms, hold_token_hash, order_id',
);

/** SQLite's discount_codes, per edition or (down) as migration 012 made it. */
function sqliteCodesTable(perEdition: boolean) {
  return sql`create table discount_codes_next (
    ${sql.raw(perEdition ? 'edition_id integer,' : '')}
    code text not null ${sql.raw(perEdition ? '' : 'primary key')},
    percent_off integer,
    amount_off_cents integer,
    max_tickets integer,
    requires_ticket_type text,
    max_uses integer,
    ends_ms integer,
    disabled boolean not null default false,
    uses integer not null default 0,
    note text not null default '',
    created_ms integer not null
    ${sql.raw(perEdition ? ', constraint discount_codes_edition_code unique (edition_id, code)' : '')}
  )`;
}

/** SQLite's waiting_list, per edition or (down) as migration 040 made it. */
function sqliteListTable(perEdition: boolean) {
  return sql`create table waiting_list_next (
    id integer primary key autoincrement,
    ${sql.raw(perEdition ? 'edition_id integer,' : '')}
    email text not null,
    email_key text not null ${sql.raw(perEdition ? '' : 'unique')},
    places integer not null,
    joined_ms integer not null,
    held_places integer,
    held_until_ms integer,
    offered_ms integer,
    hold_token_hash text unique,
    order_id text
    ${sql.raw(perEdition ? ', constraint waiting_list_edition_email unique (edition_id, email_key)' : '')}
  )`;
}

async function sqliteRebuild(db: Kysely<unknown>, perEdition: boolean) {
  const edition = perEdition ? sql`, edition_id` : sql``;
  const editionValue = perEdition ? sql`, ${currentEdition}` : sql``;
  await sqliteCodesTable(perEdition).execute(db);
  await sql`insert into discount_codes_next (${codeColumns}${edition})
    select ${codeColumns}${editionValue} from discount_codes`.execute(db);
  await sql`drop table discount_codes`.execute(db);
  await sql`alter table discount_codes_next rename to discount_codes`.execute(db);

  await sqliteListTable(perEdition).execute(db);
  await sql`insert into waiting_list_next (${entryColumns}${edition})
    select ${entryColumns}${editionValue} from waiting_list`.execute(db);
  await sql`drop table waiting_list`.execute(db);
  await sql`alter table waiting_list_next rename to waiting_list`.execute(db);
  await db.schema.createIndex('waiting_list_order').on('waiting_list').column('order_id').execute();
}

export function codesAndWaitingListPerEditionMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'sqlite') await sqliteRebuild(db, true);
      else {
        await sql`alter table discount_codes add column edition_id integer`.execute(db);
        await sql`update discount_codes set edition_id = ${currentEdition}`.execute(db);
        await sql`alter table discount_codes drop constraint discount_codes_pkey`.execute(db);
        await sql`alter table discount_codes
          add constraint discount_codes_edition_code unique (edition_id, code)`.execute(db);
        await sql`alter table waiting_list add column edition_id integer`.execute(db);
        await sql`update waiting_list set edition_id = ${currentEdition}`.execute(db);
        await sql`alter table waiting_list drop constraint waiting_list_email_key_key`.execute(db);
        await sql`alter table waiting_list
          add constraint waiting_list_edition_email unique (edition_id, email_key)`.execute(db);
      }
    },
    // Back to one code per text and one entry per address: only while no text or address repeats across
    // editions (the constraint refuses otherwise, and nothing is lost).
    async down(db: Kysely<unknown>) {
      if (engine === 'sqlite') await sqliteRebuild(db, false);
      else {
        await sql`alter table waiting_list drop constraint waiting_list_edition_email`.execute(db);
        await sql`alter table waiting_list add constraint waiting_list_email_key_key unique (email_key)`.execute(
          db,
        );
        await sql`alter table waiting_list drop column edition_id`.execute(db);
        await sql`alter table discount_codes drop constraint discount_codes_edition_code`.execute(db);
        await sql`alter table discount_codes add constraint discount_codes_pkey primary key (code)`.execute(
          db,
        );
        await sql`alter table discount_codes drop column edition_id`.execute(db);
      }
    },
  };
}
