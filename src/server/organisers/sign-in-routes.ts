import { apiErrorSchema } from '../../contracts/errors';
import { signInResponseSchema, signInSchema } from '../../contracts/organiser';
import type { RouteScope } from '../plugins';
import { wrongPasswordMessage } from './access-messages';
import { issueOrganiserToken } from './organiser-token';

export interface OrganiserSignInOptions {
  password: string;
  now: () => number;
}

/**
 * POST /api/organiser/sign-in {pass}: a signed, expiring organiser token for this browser
 * (docs/product/organisers.md, "Signing in"). Guarded like every organiser call: the guard compares the
 * password, through the per-address limit, whatever the header carries; this route compares nothing
 * itself (a second, unlimited comparison here once let a crew pass guess the password,
 * docs/decisions/059-password-tries-logs-and-names.md). It answers only a caller the guard let in by the
 * password of this very request: a token must not renew itself forever, and a crew pass must not become
 * an organiser token.
 */
export default async function organiserSignInRoutes(app: RouteScope, options: OrganiserSignInOptions) {
  app.post(
    '/api/organiser/sign-in',
    {
      config: { roles: ['door', 'host', 'moderator', 'organiser'] },
      schema: { body: signInSchema, response: { 200: signInResponseSchema, 403: apiErrorSchema } },
    },
    async (request, reply) => {
      // A token or a pass carries its expiry; only the password of this request has none.
      if (request.crew.expiresMs !== null) {
        return reply.status(403).send({ error: wrongPasswordMessage });
      }
      return issueOrganiserToken(options.password, options.now());
    },
  );
}
