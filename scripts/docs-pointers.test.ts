import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Comments point a reader into docs/ (a file, a folder, and often a heading: `docs/product/tickets.md,
// "Counters"` or `docs/product/tickets.md#counters`). A pointer that no longer resolves sends the reader
// nowhere, and a pointer to a document outside the repository (the style guide's habits, an issue
// number, the product spec) cannot be followed at all: the product is described in docs/product.
const repo = path.resolve(import.meta.dirname, '..');

/** Every tracked source file, as git lists it (so built and ignored files are left out). */
const sourceFiles = execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|mts|mjs|cjs|js|css|html|grit)$/.test(file))
  .filter((file) => fs.existsSync(path.join(repo, file)));

/** The text of each comment of a file, with the line it starts on. */
function readComments(file: string): { line: number; text: string }[] {
  const text = fs.readFileSync(path.join(repo, file), 'utf8');
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  if (/\.(css|html|grit)$/.test(file)) {
    const pattern = /\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->|(?<![:"'`])\/\/[^\n]*/g;
    return [...text.matchAll(pattern)].map((match) => ({ line: lineOf(match.index), text: match[0] }));
  }
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? [])
      seen.set(range.pos, { line: lineOf(range.pos), text: text.slice(range.pos, range.end) });
  };
  // Comments sit before or after some token; every token of the tree is visited once.
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()));
    take(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  // Line comments one under the other read as one comment (a path may break over two of them).
  const comments: { line: number; text: string; end: number }[] = [];
  for (const [pos, comment] of [...seen.entries()].sort(([x], [y]) => x - y)) {
    const last = comments.at(-1);
    if (last && comment.text.startsWith('//') && /^[ \t]*\n[ \t]*$/.test(text.slice(last.end, pos))) {
      last.text += `\n${comment.text}`;
      last.end = pos + comment.text.length;
    } else comments.push({ ...comment, end: pos + comment.text.length });
  }
  return comments.map(({ line, text }) => ({ line, text }));
}

const commentsByFile = new Map(sourceFiles.map((file) => [file, readComments(file)]));
const commentsOf = (file: string) => commentsByFile.get(file) ?? [];

/** A comment's lines joined as prose: the comment markers gone, a path broken over two lines joined. */
const prose = (comment: string) =>
  comment
    .split('\n')
    .map((line) => line.replace(/^\s*(\/\/+|\/\*+|\*+\/?|<!--)\s?/, '').replace(/(\*\/|-->)\s*$/, ''))
    .join('\n')
    .replace(/(docs\/[\w./-]*-)\n\s*/g, '$1');

/** The headings of a Markdown file, as written and as GitHub's anchors. */
function headingsOf(file: string): Set<string> {
  const headings = new Set<string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (!heading) continue;
    headings.add(heading);
    headings.add(
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .replace(/\s/g, '-'),
    );
  }
  return headings;
}

interface Pointer {
  where: string;
  target: string;
  headings: string[];
}

/**
 * Every docs/ pointer of every comment: `docs/product/tickets.md`, then the headings it names, as `#anchor`, as
 * `, "Heading"` (several joined by commas or 'and'), or in brackets: `("Heading", "Other")`.
 */
function pointers(): Pointer[] {
  const found: Pointer[] = [];
  for (const file of sourceFiles) {
    for (const comment of commentsOf(file)) {
      const text = prose(comment.text);
      for (const match of text.matchAll(/(?<![\w/])docs\/[\w./-]*[\w/]/g)) {
        const target = match[0].replace(/\.$/, '');
        const after = text.slice(match.index + match[0].length);
        const anchor = /^#([\w-]+)/.exec(after)?.[1];
        const quoted = /^(?:,\s*|\s*\(\s*)("[^"]+"(?:(?:,\s*|,?\s+and\s+)"[^"]+")*)/.exec(after)?.[1];
        const headings = anchor
          ? [anchor]
          : [...(quoted ?? '').matchAll(/"([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/\s+/g, ' '));
        found.push({ where: `${file}:${comment.line}`, target, headings });
      }
    }
  }
  return found;
}

/** Whether a pointer leads somewhere: a file or folder, or a decision record by its number alone. */
function resolves(target: string): boolean {
  if (fs.existsSync(path.join(repo, target))) return true;
  const decision = /^docs\/decisions\/(\d{3})$/.exec(target)?.[1];
  const records = fs.readdirSync(path.join(repo, 'docs/decisions'));
  return decision !== undefined && records.some((name) => name.startsWith(`${decision}-`));
}

describe('pointers into docs/ in comments', () => {
  const all = pointers();

  it('are found (the scan reads comments, not code)', () => {
    expect(all.length).toBeGreaterThan(300);
    expect(all.some((pointer) => pointer.headings.length > 0)).toBe(true);
  });

  it('name files and folders that exist', () => {
    const missing = all
      .filter(({ target }) => !resolves(target))
      .map(({ where, target }) => `${where}: ${target}`);
    expect(missing).toEqual([]);
  });

  it('name headings that the document has', () => {
    const missing = all
      .filter(({ target }) => target.endsWith('.md') && fs.existsSync(path.join(repo, target)))
      .flatMap(({ where, target, headings }) => {
        const known = headingsOf(path.join(repo, target));
        return headings.filter((heading) => !known.has(heading)).map((h) => `${where}: ${target} "${h}"`);
      });
    expect(missing).toEqual([]);
  });
});

describe('comments', () => {
  it('name source files of this repository that exist', () => {
    const pattern =
      /(?<![\w/.-])(?:src|scripts|content|emulator|tests)\/[\w./-]*\.(?:tsx?|mjs|cjs|css|html|json)\b/g;
    const missing = sourceFiles.flatMap((file) =>
      commentsOf(file).flatMap((comment) =>
        [...prose(comment.text).matchAll(pattern)]
          .map((match) => match[0])
          .filter((target) => !fs.existsSync(path.join(repo, target)))
          .map((target) => `${file}:${comment.line}: ${target}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('cite no document outside the repository', () => {
    const outside = /\bSTYLE\b|\bhabits? \d+|\bissues? #?\d+|\bSPEC\b|SPEC\.md|\/work\/shared/;
    const found = sourceFiles.flatMap((file) =>
      commentsOf(file)
        .filter((comment) => outside.test(comment.text))
        .map((comment) => `${file}:${comment.line}: ${comment.text.match(outside)?.[0]}`),
    );
    expect(found).toEqual([]);
  });
});
