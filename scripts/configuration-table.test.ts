import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/configuration.md is what an operator reads before a start (README.md links it): every variable the
// server or an operator's command reads has its row there, with its meaning written out, and the README's
// short table of a first deployment's variables keeps no placeholder either.

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The variables src/server/config/config.ts checks (its schema's keys) and the commands read. */
function variablesRead(): string[] {
  const config = read('src/server/config/config.ts');
  const schema = config.slice(config.indexOf('const envSchema'), config.indexOf('.superRefine('));
  const server = [...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);
  const subscribe = [...read('scripts/twitch-subscribe.ts').matchAll(/'(TWITCH_[A-Z_]+)'/g)].map(
    (match) => match[1]!,
  );
  return [...new Set([...server, ...subscribe])];
}

/** A Markdown file's table rows, by the variables each names in its first cell. */
function tableRows(file: string): Map<string, string> {
  const section = read(file);
  const rows = new Map<string, string>();
  for (const line of section.split('\n').filter((each) => each.startsWith('| `'))) {
    const [, first = '', ...rest] = line.split('|');
    for (const name of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) rows.set(name[1]!, rest.join('|'));
  }
  return rows;
}

describe('the configuration tables', () => {
  it('docs/configuration.md has a row for every variable the server and the operator’s commands read', () => {
    const names = variablesRead();
    expect(names).toContain('TWITCH_BROADCASTER_ID');
    expect(names).toContain('TWITCH_CLIENT_SECRET');
    const rows = tableRows('docs/configuration.md');
    expect(names.filter((name) => !rows.has(name))).toEqual([]);
  });

  it('keeps no placeholder where a meaning should be', () => {
    for (const file of ['docs/configuration.md', 'README.md']) {
      const rows = tableRows(file);
      expect(rows.size, file).toBeGreaterThan(5);
      for (const [name, row] of rows) expect(row, name).not.toMatch(/\(\{\w+\}\)|\bTODO\b|\bTBD\b/);
    }
  });
});
