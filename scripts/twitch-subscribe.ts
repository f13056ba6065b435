// npm run twitch:subscribe: creates the channel.cheer EventSub subscription (docs/operations.md, "Twitch cheers").
// Reads TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET, TWITCH_BROADCASTER_ID, TWITCH_EVENTSUB_SECRET and
// PUBLIC_URL; TWITCH_AUTH_BASE and TWITCH_API_BASE point it elsewhere (its test uses a local stand-in).
import { subscribeToCheers, TwitchSetupError } from '../src/server/twitch/subscribe';

const names = [
  'TWITCH_CLIENT_ID',
  'TWITCH_CLIENT_SECRET',
  'TWITCH_BROADCASTER_ID',
  'TWITCH_EVENTSUB_SECRET',
  'PUBLIC_URL',
] as const;
const missing = names.filter((name) => !process.env[name]?.trim());
if (missing.length > 0) {
  console.error(`Set ${missing.join(', ')} first (docs/operations.md, "Twitch cheers").`);
  process.exit(2);
}
const env = (name: (typeof names)[number]) => (process.env[name] ?? '').trim();
const callbackUrl = `${env('PUBLIC_URL').replace(/\/+$/, '')}/api/twitch/eventsub`;

try {
  const result = await subscribeToCheers({
    clientId: env('TWITCH_CLIENT_ID'),
    clientSecret: env('TWITCH_CLIENT_SECRET'),
    broadcasterId: env('TWITCH_BROADCASTER_ID'),
    eventSubSecret: env('TWITCH_EVENTSUB_SECRET'),
    callbackUrl,
    ...(process.env.TWITCH_AUTH_BASE ? { authBase: process.env.TWITCH_AUTH_BASE } : {}),
    ...(process.env.TWITCH_API_BASE ? { apiBase: process.env.TWITCH_API_BASE } : {}),
  });
  console.log(
    result.outcome === 'created'
      ? `Subscribed to cheers (subscription ${result.id}, ${result.status}); Twitch now verifies ${callbackUrl}.`
      : 'Twitch already sends cheers for this channel to this site: nothing to do.',
  );
} catch (error) {
  console.error(error instanceof TwitchSetupError ? error.message : error);
  process.exit(1);
}
