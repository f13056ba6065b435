// A contract schema in its JSON Schema form, read without zod (docs/decisions/085-form-pages-read-with-zod-loaded-on-first-read.md):
// both ticket pages read their sales answer at every connection, and zod's core with it would put them
// over their script budget. The form is made from the zod schema itself (z.toJSONSchema, written to a
// `*.schema.json` file by scripts/contract-json-schemas.ts and checked against the schema by its test), so the
// shape is still described once. This reads the keywords such a form uses, as zod parses: an object keeps
// only its own properties (zod strips the others), and a refusal anywhere refuses the whole answer.

export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  anyOf?: readonly JsonSchema[];
  enum?: readonly unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  /** Dollars' two decimals: a multiple within a millionth, as contracts/wire-dollars.ts checks them. */
  multipleOf?: number;
  pattern?: string;
}

const refused = Symbol('refused');
type Read = unknown | typeof refused;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typeHolds(type: JsonSchema['type'], value: unknown): boolean {
  switch (type) {
    case undefined:
      return true;
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

function numberHolds(schema: JsonSchema, value: number): boolean {
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (schema.multipleOf === undefined) return true;
  const steps = value / schema.multipleOf;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

function read(schema: JsonSchema, value: unknown): Read {
  if (schema.anyOf) {
    for (const option of schema.anyOf) {
      const asOption = read(option, value);
      if (asOption !== refused) return asOption;
    }
    return refused;
  }
  if (!typeHolds(schema.type, value)) return refused;
  if ('const' in schema && value !== schema.const) return refused;
  if (schema.enum && !schema.enum.includes(value)) return refused;
  if (typeof value === 'number' && !numberHolds(schema, value)) return refused;
  if (typeof value === 'string' && schema.pattern && !new RegExp(schema.pattern).test(value)) return refused;
  if (Array.isArray(value) && schema.items) {
    const items: unknown[] = [];
    for (const item of value) {
      const readItem = read(schema.items, item);
      if (readItem === refused) return refused;
      items.push(readItem);
    }
    return items;
  }
  if (isRecord(value) && schema.properties) {
    const kept: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties)) {
      if (value[key] === undefined) {
        if (schema.required?.includes(key)) return refused;
        continue;
      }
      const readProperty = read(property, value[key]);
      if (readProperty === refused) return refused;
      kept[key] = readProperty;
    }
    return kept;
  }
  return value;
}

/** The answer as `schema` reads it, or undefined when it refuses it. */
export const readByJsonSchema =
  <T>(schema: JsonSchema) =>
  (value: unknown): T | undefined => {
    const result = read(schema, value);
    return result === refused ? undefined : (result as T);
  };
