// `npm run twitch:subscribe` (docs/operations.md, "Twitch cheers"; docs/decisions/021-twitch-eventsub.md): asks
// Twitch to send channel.cheer events for our channel to POST /api/twitch/eventsub. Two calls: an app
// access token by the client-credentials grant, then "Create EventSub Subscription" with the webhook
// transport. Twitch then sends the verification challenge, which the running site answers.

export interface SubscribeSettings {
  clientId: string;
  clientSecret: string;
  broadcasterId: string;
  /** The same secret the site checks signatures with (TWITCH_EVENTSUB_SECRET). */
  eventSubSecret: string;
  /** https://<site>/api/twitch/eventsub: Twitch only calls HTTPS on port 443. */
  callbackUrl: string;
  /** Twitch's addresses; a test points them at a local stand-in. */
  authBase?: string;
  apiBase?: string;
  fetch?: typeof fetch;
}

export type SubscribeResult =
  | { outcome: 'created'; id: string; status: string }
  /** Twitch already holds this subscription (409): nothing to do. */
  | { outcome: 'exists' };

export class TwitchSetupError extends Error {
  override name = 'TwitchSetupError';
}

async function twitchMessage(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const json = JSON.parse(text) as { message?: unknown };
    if (typeof json.message === 'string') return json.message;
  } catch {
    // Not JSON: the text itself says more than nothing.
  }
  return text.slice(0, 300) || response.statusText;
}

export async function subscribeToCheers(settings: SubscribeSettings): Promise<SubscribeResult> {
  const send = settings.fetch ?? fetch;
  const authBase = (settings.authBase ?? 'https://id.twitch.tv').replace(/\/+$/, '');
  const apiBase = (settings.apiBase ?? 'https://api.twitch.tv').replace(/\/+$/, '');

  const tokenResponse = await send(`${authBase}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      grant_type: 'client_credentials',
    }).toString(),
  });
  if (!tokenResponse.ok) {
    throw new TwitchSetupError(
      `Twitch refused the app token (${tokenResponse.status}): ${await twitchMessage(tokenResponse)}. Check TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET.`,
    );
  }
  const token = (await tokenResponse.json()) as { access_token?: unknown };
  if (typeof token.access_token !== 'string') {
    throw new TwitchSetupError('Twitch answered the token request without an access_token.');
  }

  const response = await send(`${apiBase}/helix/eventsub/subscriptions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.access_token}`,
      'client-id': settings.clientId,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      type: 'channel.cheer',
      version: '1',
      condition: { broadcaster_user_id: settings.broadcasterId },
      transport: { method: 'webhook', callback: settings.callbackUrl, secret: settings.eventSubSecret },
    }),
  });
  if (response.status === 409) return { outcome: 'exists' };
  if (response.status !== 202) {
    throw new TwitchSetupError(
      `Twitch refused the subscription (${response.status}): ${await twitchMessage(response)}.`,
    );
  }
  const created = (await response.json()) as { data?: { id?: unknown; status?: unknown }[] };
  const first = created.data?.[0];
  return { outcome: 'created', id: String(first?.id ?? ''), status: String(first?.status ?? '') };
}
