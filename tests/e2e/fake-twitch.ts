import type { Page } from '@playwright/test';

interface EmbedOptions {
  channel: string;
  autoplay: boolean;
  muted: boolean;
}

/**
 * Answers the Twitch embed script with a stand-in (no outside network here) that records the options
 * it was created with and puts a titled iframe in the player box, as the real embed does.
 */
export async function fakeTwitchEmbed(page: Page) {
  await page.route('https://embed.twitch.tv/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.Twitch = { Embed: function (id, options) {
        (window.__twitchEmbeds = window.__twitchEmbeds || []).push(options);
        const frame = document.createElement('iframe');
        frame.title = 'Twitch player: ' + options.channel;
        document.getElementById(id).append(frame);
      } };`,
    }),
  );
  return {
    embeds: () =>
      page.evaluate(() => (window as unknown as { __twitchEmbeds?: EmbedOptions[] }).__twitchEmbeds ?? []),
  };
}
