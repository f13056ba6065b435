// The crew's roles (docs/decisions/047-organiser-guard-and-roles.md). Each organiser route and each
// organiser-only realtime event names the roles it is for; today the one shared password signs in as
// 'organiser', which every route and event admits.
import { z } from 'zod';

const crewRoleSchema = z.enum(['door', 'host', 'moderator', 'organiser']);
export type CrewRole = z.infer<typeof crewRoleSchema>;
