import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import { twitchCheerEventSchema, twitchEventSubBodySchema } from '../../contracts/twitch';
import type { DatabaseHandle } from '../db';
import type { RouteScope } from '../plugins';
import type { RealtimeServer } from '../realtime';
import type { ScreeningDefaults } from '../screening';
import { checkEventSubMessage, readEventSubHeaders } from './eventsub-signature';
import { recordCheer } from './record-cheer';
import { takeMessage } from './twitch-messages';

const eventSubPath = '/api/twitch/eventsub';

export interface TwitchEventSubOptions {
  database: DatabaseHandle;
  realtime: RealtimeServer;
  /** undefined: Twitch is not configured and the route answers 404. */
  twitch: { eventSubSecret: string; broadcasterId: string } | undefined;
  /** Cheers are screened like card donations (docs/product/screening.md). */
  screening: ScreeningDefaults;
  /** After a cheer is recorded: the public answers that show donations are read again. */
  changed?: () => void;
  now: () => number;
}

// 200 with the challenge as plain text proves to Twitch that we own the callback; 204 acknowledges a
// notification or revocation (a repeat included: Twitch then stops resending); 403 refuses a message
// Twitch did not sign, or signed more than 10 minutes before or after now.
const answers = {
  200: z.string(),
  204: z.null(),
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * Twitch EventSub over webhooks (docs/decisions/021-twitch-eventsub.md; what it does for viewers is in
 * docs/product/donations-and-incentives.md, "Bits"). The signature covers the exact bytes Twitch sent,
 * so this scope keeps the raw body, as the PayPal webhook does.
 */
export default async function twitchEventSubRoutes(app: RouteScope, options: TwitchEventSubOptions) {
  const now = options.now;
  const { db } = options.database;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    eventSubPath,
    { config: { public: true }, schema: { response: answers } },
    async (request, reply) => {
      const twitch = options.twitch;
      if (!twitch) {
        return reply.status(404).send({ error: 'Twitch cheers are not connected on this server.' });
      }
      const headers = readEventSubHeaders(request.headers);
      const rawBody = request.body;
      if (!headers || !Buffer.isBuffer(rawBody)) {
        return reply.status(403).send({ error: 'This is not a signed Twitch EventSub message.' });
      }
      const check = checkEventSubMessage(headers, rawBody, twitch.eventSubSecret, now());
      if (check === 'bad-signature') {
        return reply.status(403).send({ error: 'The Twitch EventSub signature does not match.' });
      }
      if (check === 'stale') {
        return reply.status(403).send({ error: 'This Twitch EventSub message is more than 10 minutes old.' });
      }
      if (check === 'future') {
        return reply
          .status(403)
          .send({ error: 'This Twitch EventSub message is dated more than 10 minutes ahead.' });
      }

      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return reply.status(400).send({ error: 'The Twitch EventSub message is not JSON.' });
      }
      const body = twitchEventSubBodySchema.safeParse(json);
      if (!body.success) {
        return reply.status(400).send({ error: 'The Twitch EventSub message has no subscription.' });
      }
      const { subscription } = body.data;
      // A subscription for another channel is not ours to count: acknowledged, and nothing is written.
      if (subscription.condition?.broadcaster_user_id !== twitch.broadcasterId)
        return reply.status(204).send(null);

      // Noted once by message id: the verification marks cheers connected, a revocation disconnected.
      const noteMessage = () =>
        takeMessage(
          db,
          {
            id: headers.id,
            messageType: headers.type,
            subscriptionType: subscription.type,
            subscriptionStatus: subscription.status,
          },
          now(),
        );
      if (headers.type === 'webhook_callback_verification') {
        const challenge = body.data.challenge;
        if (challenge === undefined) {
          return reply.status(400).send({ error: 'The verification message has no challenge.' });
        }
        await noteMessage();
        return reply.status(200).type('text/plain; charset=utf-8').send(challenge);
      }
      if (headers.type === 'revocation') {
        const taken = await noteMessage();
        if (taken) request.log.warn({ subscription }, 'Twitch revoked an EventSub subscription');
        return reply.status(204).send(null);
      }
      if (headers.type === 'notification' && subscription.type === 'channel.cheer') {
        const cheer = twitchCheerEventSchema.safeParse(body.data.event);
        if (!cheer.success)
          return reply.status(400).send({ error: 'The cheer event is not one Twitch sends.' });
        if (cheer.data.broadcaster_user_id === twitch.broadcasterId) {
          await recordCheer(
            { db, realtime: options.realtime, screening: options.screening, now, changed: options.changed },
            headers.id,
            cheer.data,
          );
        }
      }
      // Other notification types are not subscribed to by us; acknowledged so Twitch stops sending them.
      return reply.status(204).send(null);
    },
  );
}
