import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { passBodySchema } from '../../contracts/organiser';
import { type PassBody, readQuerySchema } from '../../contracts/organiser-read';
import type { RouteScope } from './route-schemas';

/** A contract's schema, classic zod or zod/mini. */
type Schema = z.core.$ZodType;

interface OrganiserReadOptions<Body extends PassBody, Answer extends Schema> {
  config?: FastifyContextConfig;
  /** The POST's body: what the read takes, and the password as `pass`; a bare `{pass}` when left out. */
  body?: Body;
  answer: Answer;
}

/**
 * An organiser read at `url` (docs/product/organisers.md, "How organiser calls are made"): GET with the
 * token or crew pass in `authorization: Bearer` and the inputs in the query string, as the dashboard
 * reads; and POST with the inputs and the password as `pass` in the body, as the published badge list is
 * read. Both take the same inputs and answer the same schema from the same `read`. Registered in the
 * organiser scope, whose guard runs before either.
 */
export function organiserRead<Answer extends Schema, Body extends PassBody = typeof passBodySchema>(
  app: RouteScope,
  url: string,
  options: OrganiserReadOptions<Body, Answer>,
  read: (input: z.output<Body>, request: FastifyRequest) => Promise<z.input<Answer>> | z.input<Answer>,
) {
  const config = options.config ?? {};
  const response = { 200: options.answer as Schema };
  const body = options.body ?? passBodySchema;
  app.get(url, { config, schema: { querystring: readQuerySchema(body), response } }, (request) =>
    read(request.query as z.output<Body>, request),
  );
  app.post(url, { config, schema: { body, response } }, (request) =>
    read(request.body as z.output<Body>, request),
  );
}
