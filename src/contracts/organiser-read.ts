// An organiser read's inputs as a GET's query string (docs/product/organisers.md, "How organiser calls are
// made"): the fields of the POST body it mirrors, but `pass`, each as a query parameter; text as it is,
// anything else (a number, a yes or no, a page's cursor) as JSON. The same body schema checks both, so
// a read takes the same inputs either way.
import { z } from 'zod';
import type { passBodySchema } from './organiser';

type Schema = z.core.$ZodType;
/** A read's POST body, classic zod or zod/mini: `pass` and the read's own fields. */
type PassBody = z.core.$ZodObject<Pick<(typeof passBodySchema)['shape'], 'pass'>>;

/** The field's own type, under optional, default and nullable. */
function ownType(schema: Schema): Schema {
  const def = schema._zod.def as { type: string; innerType?: Schema };
  return def.innerType && ['optional', 'default', 'prefault', 'nullable'].includes(def.type)
    ? ownType(def.innerType)
    : schema;
}

const isText = (schema: Schema) => ['string', 'enum'].includes(ownType(schema)._zod.def.type);

/** JSON.parse, or the text itself when it is not JSON (the body's schema then says what is wrong). */
function parsedOrText(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The query-string schema of the read whose POST body is `body`. */
export function readQuerySchema<Body extends PassBody>(body: Body) {
  // zod's own omit, which keeps the body's kind (classic or mini) and its strictness.
  const fields: z.core.$ZodObject = z.core.util.omit(body, { pass: true });
  const shape: Record<string, Schema> = fields._zod.def.shape;
  const text = new Set(Object.keys(shape).filter((key) => isText(shape[key] as Schema)));
  return z.preprocess(
    (query) =>
      typeof query === 'object' && query !== null
        ? Object.fromEntries(
            Object.entries(query).map(([key, value]) => [key, text.has(key) ? value : parsedOrText(value)]),
          )
        : query,
    fields,
  );
}

/** The query string (with its "?", or empty) that asks a read for `input`; null and undefined are left out. */
export function readQueryString(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
