import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import { describeZodError } from '../../contracts/errors';

// Routes declare their body, params and answers as the contracts' zod schemas (docs/decisions/
// 019-route-schemas.md says why this is ours and not fastify-type-provider-zod), classic or zod/mini
// (the shapes a small page reads, docs/decisions/066-what-a-phone-loads-first.md): both are
// zod's core schemas, which zod's own safeParse checks.

type ZodSchema = z.core.$ZodType;

/** What a route's handler sees of its schemas: the parsed values in, the wire's shape out. */
interface ZodRouteTypes extends FastifyTypeProvider {
  validator: this['schema'] extends ZodSchema ? z.output<this['schema']> : unknown;
  // Answers are written in the wire's form (dollars, ISO times): the schema's input side.
  serializer: this['schema'] extends ZodSchema ? z.input<this['schema']> : unknown;
}

/** The instance a route plugin receives: its schemas type its handlers. */
export type RouteScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodRouteTypes
>;

/** A body, params or querystring that does not fit its schema; answered 400 by the error handler. */
class InvalidInput extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
}

/**
 * The parsed value replaces what arrived, so handlers get cents, epoch ms and defaults. Fastify hands
 * an absent body over as null, like a JSON null.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodSchema> =
  ({ schema }) =>
  (data) => {
    const parsed = z.safeParse(schema, data);
    if (parsed.success) return { value: parsed.data };
    return { error: new InvalidInput(describeZodError(parsed.error)) };
  };

/**
 * Answers are written as the handler made them: nothing the pages read is dropped on the way. With
 * `check` (tests) an answer its declared schema refuses fails the request, so the schemas cannot drift
 * from what the routes really send.
 */
export function serializerCompiler(check: boolean): FastifySerializerCompiler<ZodSchema> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      if (check) {
        const parsed = z.safeParse(schema, data);
        if (!parsed.success) {
          throw new Error(
            `${method} ${url} answered ${httpStatus} outside its schema: ${describeZodError(parsed.error)}`,
          );
        }
      }
      return JSON.stringify(data);
    };
}
