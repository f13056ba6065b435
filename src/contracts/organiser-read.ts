// An organiser read's inputs as a GET's query string (docs/product/organisers.md, "How organiser calls are
// made"): the fields of the POST body it mirrors, but `pass`, each as a query parameter; text as it is,
// anything else (a number, a yes or no, a page's cursor) as JSON. The same body schema checks both, so
// a read takes the same inputs either way.
import * as z from 'zod/mini';

type Schema = z.core.$ZodType;
/**
 * The POST body of a read, in classic zod or zod/mini: an object with the optional `pass`
 * (contracts/organiser.ts's passBodySchema and the fields the read takes).
 */
export type PassBody = z.core.$ZodObject & z.core.$ZodType<{ pass?: string | undefined }>;

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
export function readQuerySchema(body: PassBody) {
  // z.omit keeps the body's own kind and config (strict or not); typed as mini, it takes classic too.
  const fields = z.omit(body as unknown as z.ZodMiniObject, { pass: true });
  const shape: Record<string, Schema> = fields.shape;
  const text = new Set(Object.keys(shape).filter((key) => isText(shape[key] as Schema)));
  return z.pipe(
    z.transform((query: unknown) =>
      typeof query === 'object' && query !== null
        ? Object.fromEntries(
            Object.entries(query).map(([key, value]) => [key, text.has(key) ? value : parsedOrText(value)]),
          )
        : query,
    ),
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
