import fs from 'node:fs';

// Which sources the bytes of a built chunk come from, read from its source map: the "profile" of a
// bundle that is over its size goal. A small VLQ decoder, so no extra package is needed.

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...base64].map((char, index) => [char, index]));

function decodeSegment(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const bits = digit.get(char) ?? 0;
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** 'react-dom', '@remix-run/router', or our own top folder such as 'src/web'. */
export function sourceGroup(source: string): string {
  const inModules = source.split('node_modules/').pop()!;
  if (inModules !== source) {
    const parts = inModules.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const ours = /(src\/[a-z-]+|content)\//.exec(source);
  return ours ? ours[1]! : 'other';
}

/** Bytes of the generated file per source group, largest first. */
export function bytesBySource(jsFile: string): Map<string, number> {
  const map = JSON.parse(fs.readFileSync(`${jsFile}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lines = fs.readFileSync(jsFile, 'utf8').split('\n');
  const totals = new Map<string, number>();
  let sourceIndex = 0;
  for (const [lineNumber, lineMappings] of map.mappings.split(';').entries()) {
    const lineLength = lines[lineNumber]?.length ?? 0;
    const segments: { column: number; source: number | undefined }[] = [];
    let column = 0;
    for (const text of lineMappings.split(',')) {
      if (!text) continue;
      const fields = decodeSegment(text);
      column += fields[0]!;
      if (fields.length >= 4) sourceIndex += fields[1]!;
      segments.push({ column, source: fields.length >= 4 ? sourceIndex : undefined });
    }
    for (const [index, segment] of segments.entries()) {
      const end = segments[index + 1]?.column ?? lineLength;
      const group = segment.source === undefined ? 'unmapped' : sourceGroup(map.sources[segment.source]!);
      totals.set(group, (totals.get(group) ?? 0) + Math.max(0, end - segment.column));
    }
  }
  return new Map([...totals].sort((a, b) => b[1] - a[1]));
}
