import { z } from 'zod';
import { editionHighlightsSchema } from '../../contracts/edition-highlights';
import { apiErrorSchema } from '../../contracts/errors';
import type { DatabaseHandle } from '../db';
import type { RouteScope } from '../plugins';
import { editionHighlights } from './edition-highlights';

const noSuchEdition = 'There is no past edition of that year.';

// Four digits or nothing: any other year names no edition and answers 404, as an unknown year does.
const yearParams = z.object({
  year: z.string().transform((raw) => (/^\d{4}$/.test(raw) ? Number(raw) : null)),
});

/** GET /api/editions/:year, for everyone: a past edition's highlights (docs/product/site-and-pages.md). */
export async function editionHighlightsRoutes(app: RouteScope, options: { database: DatabaseHandle }) {
  app.get(
    '/api/editions/:year',
    {
      config: { public: true },
      schema: { params: yearParams, response: { 200: editionHighlightsSchema, 404: apiErrorSchema } },
    },
    async (request, reply) => {
      const year = request.params.year;
      const highlights = year === null ? null : await editionHighlights(options.database.db, year);
      if (!highlights) return reply.status(404).send({ error: noSuchEdition });
      return highlights;
    },
  );
}
