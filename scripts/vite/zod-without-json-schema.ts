import type { Plugin } from 'vite';

// zod 4's classic schemas carry their JSON Schema generator (to-json-schema.js and every type's
// processor), reachable from each schema, so no bundler can leave it out: about a fifth of zod's bytes
// in the browser, where nothing asks for JSON Schema (docs/decisions/041-script-budgets.md). For the
// browser build only, the schemas' JSON Schema methods throw instead. The server keeps the full library.

const classicSchemas = /node_modules\/zod\/v4\/classic\/schemas\.js$/;
const stubId = '\0zod-json-schema-stub';
const jsonSchemaImport = '"../core/to-json-schema.js"';
// One per schema type: `inst._zod.processJSONSchema = (ctx, json, params) => processors.xProcessor(...);`
const processorAssignment =
  /inst\._zod\.processJSONSchema = \(ctx, json, params\) => processors\.\w+\([^;]*\);/g;

const stub = `const unavailable = () => () => {
  throw new Error('JSON Schema is left out of the browser build (scripts/vite/zod-without-json-schema.ts)');
};
export const createStandardJSONSchemaMethod = unavailable;
export const createToJSONSchemaMethod = unavailable;
`;

/** Removes what only JSON Schema needs from zod's classic schemas; fails the build if zod changed shape. */
export function withoutJsonSchema(code: string): string {
  const processors = code.match(processorAssignment)?.length ?? 0;
  if (!code.includes(jsonSchemaImport) || processors < 20) {
    throw new Error(
      'zod/v4/classic/schemas.js no longer has the shape scripts/vite/zod-without-json-schema.ts expects: update or remove the plugin',
    );
  }
  return code.replace(jsonSchemaImport, JSON.stringify(stubId)).replace(processorAssignment, '');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === stubId ? stubId : undefined),
    load: (id) => (id === stubId ? stub : undefined),
    transform(code, id) {
      if (!classicSchemas.test(id.split('?', 1)[0] ?? id)) return undefined;
      return { code: withoutJsonSchema(code), map: null };
    },
  };
}
