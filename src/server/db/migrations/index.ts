import type { Migration } from 'kysely';
import type { Engine } from '../engine';
import { scheduleMigration } from './001-schedule';

// Applied in key order at every start. Never edit a migration that has shipped: add the next one.
export function migrations(engine: Engine): Record<string, Migration> {
  return {
    '001-schedule': scheduleMigration(engine),
  };
}
