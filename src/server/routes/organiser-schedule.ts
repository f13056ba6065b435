import type { FastifyInstance } from 'fastify';
import { describeZodError } from '../../contracts/errors';
import { changeNotice, scheduleEntryEditSchema } from '../../contracts/organiser-edits';
import type { DatabaseHandle } from '../db/connect';
import { addScheduleEntry, removeScheduleEntry, replaceScheduleEntry } from '../organisers/schedule-edits';
import type { RealtimeServer } from '../realtime/socket-server';

export interface OrganiserScheduleOptions {
  database: DatabaseHandle;
  realtime: RealtimeServer;
  /** Drops the public answer this edit changes. */
  changed(): void;
}

const notFound = { error: 'There is no schedule entry with that id; reload the dashboard.' };
const entryId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

/** Schedule edits (guarded by organiser-guard). Open /schedule pages reload on 'schedule-changed'. */
export default async function organiserScheduleRoutes(
  app: FastifyInstance,
  options: OrganiserScheduleOptions,
) {
  const { db } = options.database;
  const announce = () => {
    options.changed();
    options.realtime.emit('schedule-changed', changeNotice());
  };

  app.post('/api/organiser/schedule', async (request, reply) => {
    const parsed = scheduleEntryEditSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: describeZodError(parsed.error) });
    const entry = await addScheduleEntry(db, parsed.data.entry);
    announce();
    return reply.status(201).send(entry);
  });

  app.post<{ Params: { id: string } }>('/api/organiser/schedule/:id', async (request, reply) => {
    const id = entryId(request.params.id);
    const parsed = scheduleEntryEditSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: describeZodError(parsed.error) });
    const entry = id === undefined ? undefined : await replaceScheduleEntry(db, id, parsed.data.entry);
    if (!entry) return reply.status(404).send(notFound);
    announce();
    return entry;
  });

  app.post<{ Params: { id: string } }>('/api/organiser/schedule/:id/delete', async (request, reply) => {
    const id = entryId(request.params.id);
    if (id === undefined || !(await removeScheduleEntry(db, id))) return reply.status(404).send(notFound);
    announce();
    return { removed: id };
  });
}
