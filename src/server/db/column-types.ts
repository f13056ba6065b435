import type { CreateTableBuilder } from 'kysely';
import type { Engine } from './engine';

// The few places where SQLite and PostgreSQL DDL differ, kept in one file so migrations read the same
// for both engines.

export function withIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  engine: Engine,
): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Epoch milliseconds overflow a 32-bit integer; SQLite's integer is already 64-bit. */
export const epochMsType = (engine: Engine) => (engine === 'postgres' ? 'bigint' : 'integer');
