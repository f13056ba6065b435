import { z } from 'zod';
import { passBodySchema } from '../../contracts/organiser';
import { scheduleEntryEditSchema } from '../../contracts/organiser-edits';
import { scheduleEntrySchema } from '../../contracts/schedule';
import type { DatabaseHandle } from '../db';
import type { RouteScope } from '../plugins';
import { addScheduleEntry, removeScheduleEntry, replaceScheduleEntry } from './schedule-edits';

export interface OrganiserScheduleOptions {
  database: DatabaseHandle;
  /** After each edit: drops the public schedule and tells open pages ('schedule-changed'). */
  announce(): void;
  /** The app's clock (epoch ms): when an edit was made. */
  now: () => number;
}

// Entry ids are whole numbers; any other id names no entry and answers 404, as an unknown number does.
const entryParams = z.object({
  id: z.string().transform((raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null)),
});

/** Schedule edits (in the organiser scope, behind its guard). Open /schedule pages reload on 'schedule-changed'. */
export default async function organiserScheduleRoutes(app: RouteScope, options: OrganiserScheduleOptions) {
  const { db } = options.database;
  const { announce } = options;

  app.post(
    '/api/organiser/schedule',
    {
      config: { roles: ['organiser'] },
      schema: { body: scheduleEntryEditSchema, response: { 201: scheduleEntrySchema } },
    },
    async (request, reply) => {
      const entry = await addScheduleEntry(db, request.body.entry, request.crew.name, options.now());
      announce();
      return reply.status(201).send(entry);
    },
  );

  app.post(
    '/api/organiser/schedule/:id',
    {
      config: { roles: ['organiser'] },
      schema: { params: entryParams, body: scheduleEntryEditSchema, response: { 200: scheduleEntrySchema } },
    },
    async (request) => {
      const entry = await replaceScheduleEntry(
        db,
        request.params.id,
        request.body.entry,
        request.crew.name,
        options.now(),
      );
      announce();
      return entry;
    },
  );

  app.post(
    '/api/organiser/schedule/:id/delete',
    {
      config: { roles: ['organiser'] },
      schema: {
        params: entryParams,
        body: passBodySchema,
        response: { 200: z.object({ removed: z.number().int() }) },
      },
    },
    async (request) => {
      const removed = await removeScheduleEntry(db, request.params.id, request.crew.name, options.now());
      announce();
      return { removed };
    },
  );
}
