import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  crewLanding,
  crewPassCreatedSchema,
  crewPassCreateSchema,
  crewPassDefaultDays,
  crewPassFragment,
  crewPassListSchema,
  crewPassRevokedSchema,
  signedInSchema,
} from '../../contracts/crew';
import { passBodySchema } from '../../contracts/organiser';
import { type Database, quoted, recordAudit } from '../db';
import { conflict, notFound, organiserRead, type RouteScope } from '../plugins';
import { dropPassSockets } from '../realtime';
import { createPass, listPasses, revokePass, workingPassNamed } from './crew-pass-store';
import { organiserTokenLifetimeMs } from './organiser-token';

export interface CrewPassRoutesOptions {
  db: Kysely<Database>;
  publicUrl: string;
  now: () => number;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Crew passes (docs/product/organisers.md, "Crew passes"): organisers make, list and revoke them; anyone
 * signed in asks who they are. Registered with the guard, which reads the passes these routes write.
 */
export default async function crewPassRoutes(app: RouteScope, options: CrewPassRoutesOptions) {
  const { db, now } = options;

  app.post(
    '/api/organiser/passes',
    {
      config: { roles: ['organiser'] },
      schema: { body: crewPassCreateSchema, response: { 201: crewPassCreatedSchema } },
    },
    async (request, reply) => {
      const { role, name, days = crewPassDefaultDays } = request.body;
      const nowMs = now();
      const expiresMs = nowMs + days * dayMs;
      const created = await db.transaction().execute(async (trx) => {
        if (await workingPassNamed(trx, name, nowMs))
          throw conflict(
            `A pass named ${quoted(name)} still works. Give this one a name the change log can tell apart (a surname, or the shift), or revoke the other first.`,
          );
        const made = await createPass(trx, { name, role, createdBy: request.crew.name, expiresMs, nowMs });
        await recordAudit(trx, `Made a ${role} pass for ${quoted(name)}`, request.crew.name, nowMs);
        return made;
      });
      return reply.status(201).send({
        id: created.id,
        token: created.token,
        // In the fragment, never the path or query: see crewPassFragment.
        link: `${options.publicUrl}${crewLanding[role]}#${crewPassFragment}=${created.token}`,
        expires: new Date(expiresMs).toISOString(),
      });
    },
  );

  organiserRead(
    app,
    '/api/organiser/passes/list',
    { config: { roles: ['organiser'] }, answer: crewPassListSchema },
    async () => ({ passes: await listPasses(db) }),
  );

  app.post(
    '/api/organiser/passes/:id/revoke',
    {
      config: { roles: ['organiser'] },
      schema: {
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        body: passBodySchema,
        response: { 200: crewPassRevokedSchema },
      },
    },
    async (request) => {
      const nowMs = now();
      const result = await db.transaction().execute(async (trx) => {
        const revoked = await revokePass(trx, request.params.id, nowMs);
        if (revoked?.revokedNow) {
          const { role, name } = revoked.pass;
          await recordAudit(trx, `Revoked the ${role} pass of ${quoted(name)}`, request.crew.name, nowMs);
        }
        return revoked;
      });
      if (!result) throw notFound(`There is no crew pass ${request.params.id}.`);
      // Every request checks the pass, so HTTP is refused from now on; live sockets, on every instance,
      // are dropped here (after the commit, so one that reconnects at once is refused too).
      dropPassSockets(app.realtime, result.pass.id);
      return result.pass;
    },
  );

  organiserRead(
    app,
    '/api/organiser/signed-in',
    { config: { roles: ['door', 'host', 'moderator', 'organiser'] }, answer: signedInSchema },
    async (_input, request) => ({
      name: request.crew.name,
      roles: [...request.crew.roles],
      expiresMs: request.crew.expiresMs ?? now() + organiserTokenLifetimeMs,
    }),
  );
}
