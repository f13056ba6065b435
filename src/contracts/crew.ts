// The crew's roles and passes (docs/decisions/047-organiser-guard-and-roles.md, 055-crew-passes.md). Each
// organiser route and each organiser-only realtime event names the roles it is for; the shared password
// signs in as 'organiser', which every route and event admits, and a crew pass grants its one role. In
// zod/mini, as every shape the browser reads (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';
import { isNameTooLong } from '../domain/name-length';

const crewRoleSchema = z.enum(['door', 'host', 'moderator', 'organiser']);
export type CrewRole = z.infer<typeof crewRoleSchema>;

const pass = z.optional(z.string().check(z.maxLength(200)));

/** How long a pass works unless its maker says otherwise, and the longest it may. */
export const crewPassDefaultDays = 7;
const crewPassMaxDays = 30;
/** A pass's name, in characters as a person sees them (docs/product/limits.md, "Names"). */
export const crewPassNameMax = 60;

/** POST /api/organiser/passes: a named pass for one crew member. */
export const crewPassCreateSchema = z.object({
  pass,
  role: crewRoleSchema,
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'Give the pass a name: who will carry it.'),
    z.refine((name) => !isNameTooLong(name, crewPassNameMax), {
      message: `A pass name is at most ${crewPassNameMax} characters.`,
    }),
  ),
  /** Days until it stops working (default 7). */
  days: z.optional(z.int().check(z.minimum(1), z.maximum(crewPassMaxDays))),
});

/** 201: the token, shown this once; `link` signs a phone in with it; `expires` is an ISO time. */
export const crewPassCreatedSchema = z.object({
  id: z.int(),
  token: z.string(),
  link: z.string(),
  expires: z.iso.datetime(),
});

const crewPassSchema = z.object({
  id: z.int(),
  name: z.string(),
  role: crewRoleSchema,
  created: z.iso.datetime(),
  createdBy: z.string(),
  expires: z.iso.datetime(),
  /** When it was revoked; null while it works (or until it expires). */
  revoked: z.nullable(z.iso.datetime()),
});
export type CrewPass = z.infer<typeof crewPassSchema>;

/** POST /api/organiser/passes/list: every pass, newest first. */
export const crewPassListSchema = z.object({ passes: z.array(crewPassSchema) });

/** POST /api/organiser/passes/:id/revoke answers the pass as it now is. */
export const crewPassRevokedSchema = crewPassSchema;

/** POST /api/organiser/signed-in: who this sign-in is, so a page shows what its roles open. */
export const signedInSchema = z.object({
  name: z.string(),
  roles: z.array(crewRoleSchema),
  expiresMs: z.int(),
});

/** The page a pass's link opens, where its role's work is (the check-in desk, the read page, screening). */
export const crewLanding: Record<CrewRole, string> = {
  door: '/organiser/check-in',
  host: '/organiser/read',
  moderator: '/organiser?section=donations',
  organiser: '/organiser',
};

/**
 * The link's fragment key: `#crew-pass=<token>`. A fragment never leaves the browser, so the token reaches
 * no server log, proxy or Referer; the page reads it and removes it from the address at once.
 */
export const crewPassFragment = 'crew-pass';

/**
 * The socket.io connection error a page gets when its pass no longer works: the client then stops
 * retrying, and the page says it is signed out.
 */
export const crewPassEndedSocketError = 'crew pass ended';
