import type { FastifyInstance } from 'fastify';
import { links } from '../../../content/links';

// Short addresses printed on posters and said on stream.
export default async function redirectRoutes(app: FastifyInstance) {
  app.get('/program', { config: { public: true } }, (_request, reply) =>
    reply.redirect(links.programPdf, 302),
  );
  app.get('/survey', { config: { public: true } }, (_request, reply) => reply.redirect(links.survey, 302));
}
