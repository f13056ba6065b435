import { apiErrorSchema } from '../../contracts/errors';
import { signInResponseSchema, signInSchema } from '../../contracts/organiser';
import type { RouteScope } from '../plugins';
import { wrongPasswordMessage } from './access-messages';
import { issueOrganiserToken } from './organiser-token';
import { passwordMatches } from './password-check';

export interface OrganiserSignInOptions {
  password: string;
  now: () => number;
}

/**
 * POST /api/organiser/sign-in {pass}: a signed, expiring organiser token for this browser
 * (docs/product/organisers.md, "Signing in"). Guarded like every organiser call; the password is checked
 * here again because the guard also lets a token through, and a token must not renew itself forever.
 */
export default async function organiserSignInRoutes(app: RouteScope, options: OrganiserSignInOptions) {
  app.post(
    '/api/organiser/sign-in',
    {
      config: { roles: ['door', 'host', 'moderator', 'organiser'] },
      schema: { body: signInSchema, response: { 200: signInResponseSchema, 403: apiErrorSchema } },
    },
    async (request, reply) => {
      if (!passwordMatches(request.body.pass, options.password)) {
        return reply.status(403).send({ error: wrongPasswordMessage });
      }
      return issueOrganiserToken(options.password, options.now());
    },
  );
}
