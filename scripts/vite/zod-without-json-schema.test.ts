import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutJsonSchema } from './zod-without-json-schema';

const zodRoot = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const classic = fs.readFileSync(path.join(zodRoot, 'v4/classic/schemas.js'), 'utf8');

describe("the browser build's zod without JSON Schema", () => {
  it('drops every JSON Schema processor and the generator from the installed zod', () => {
    const code = withoutJsonSchema(classic);
    expect(code).not.toContain('processJSONSchema =');
    expect(code).not.toContain('to-json-schema.js');
    // What validation needs of that file stays.
    expect(code).toContain('processors.aggregateChecks(inst)');
  });

  it('stops the build when zod no longer has the expected shape', () => {
    expect(() => withoutJsonSchema('export const nothing = 1;')).toThrow(/no longer has the shape/);
  });
});
