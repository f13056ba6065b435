import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';

// TWITCH_EVENTSUB_SECRET and TWITCH_BROADCASTER_ID come together or not at all (docs/operations.md, "Twitch cheers").
describe('the Twitch settings', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return error instanceof ConfigError ? error.problems : [String(error)];
    }
  };

  it('leave cheers off when neither is set, and on with both', () => {
    expect(loadConfig({}).twitch).toBeUndefined();
    expect(
      loadConfig({ TWITCH_EVENTSUB_SECRET: 'a-long-enough-secret', TWITCH_BROADCASTER_ID: '1337' }).twitch,
    ).toEqual({ eventSubSecret: 'a-long-enough-secret', broadcasterId: '1337' });
  });

  it('refuse to start with one without the other, a short secret or a channel name for the id', () => {
    expect(problems({ TWITCH_EVENTSUB_SECRET: 'a-long-enough-secret' })).toEqual([
      expect.stringMatching(/^TWITCH_BROADCASTER_ID is required/),
    ]);
    expect(problems({ TWITCH_EVENTSUB_SECRET: 'short', TWITCH_BROADCASTER_ID: '1337' })).toEqual([
      expect.stringMatching(/^TWITCH_EVENTSUB_SECRET must be 10 to 100/),
    ]);
    expect(
      problems({ TWITCH_EVENTSUB_SECRET: 'a-long-enough-secret', TWITCH_BROADCASTER_ID: 'puzzlecon' }),
    ).toEqual([expect.stringMatching(/^TWITCH_BROADCASTER_ID must be the channel's numeric/)]);
  });
});
