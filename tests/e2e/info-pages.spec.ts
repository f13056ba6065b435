import { about } from '../../content/about';
import { edition } from '../../content/edition';
import { focusText } from '../../content/home';
import { links } from '../../content/links';
import { policy } from '../../content/policy';
import { credits2023, sponsors2023, videos2023 } from '../../content/stream-2023';
import { blocks2024, sponsors2024, streamers2024, videos2024 } from '../../content/stream-2024';
import { venue } from '../../content/venue';
import { fakeTwitchEmbed } from './fake-twitch';
import { expect, expectAccessible, test } from './fixtures';

const opensInNewTab = async (link: import('@playwright/test').Locator, href: string) => {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
};

test.describe('/about', () => {
  test('gives the dates, venue, focus, activities, guests and the decision-making team', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${edition.product} 2025`);
    await expect(page.getByText('April 3-6, 2025')).toBeVisible();
    await expect(page.getByText(`${venue.name}, ${venue.address}`)).toBeVisible();
    await expect(page.getByText(focusText)).toBeVisible();
    await expect(page.getByRole('link', { name: 'livestream schedule' })).toHaveAttribute(
      'href',
      '/schedule',
    );

    const activities = page.getByRole('region', { name: 'Activities' });
    for (const activity of about.activities) await expect(activities.getByText(activity)).toBeVisible();
    const guests = page.getByRole('region', { name: 'Expected guests' });
    await expect(guests.getByRole('listitem')).toHaveCount(about.guests.length);
    for (const guest of about.guests) await expect(guests.getByText(guest.name)).toBeVisible();
    const team = page.getByRole('region', { name: 'The team' });
    await expect(team.getByRole('listitem')).toHaveCount(about.team.length);
    for (const member of about.team) {
      await expect(team.getByRole('listitem').filter({ hasText: member.name })).toContainText(member.role);
    }
    await expectAccessible(page);
  });

  test('links to the channel and embeds its live player (autoplay on, sound on)', async ({ page }) => {
    const twitch = await fakeTwitchEmbed(page);
    await page.goto('/about');
    const watch = page.getByRole('region', { name: 'Watch live' });
    await opensInNewTab(watch.getByRole('link', { name: 'our Twitch channel' }), links.eventChannelUrl);
    await expect(watch.locator(`iframe[title="Twitch player: ${links.eventChannel}"]`)).toBeVisible();
    expect(await twitch.embeds()).toEqual([
      expect.objectContaining({ channel: links.eventChannel, autoplay: true, muted: false }),
    ]);
  });
});

test.describe('/policy', () => {
  test('states the customer service, refund and privacy policy and when it was last updated', async ({
    page,
  }) => {
    await page.goto('/policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    await expect(page.getByText(`All inquiries go to ${edition.email}.`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: edition.email })).toHaveAttribute(
      'href',
      `mailto:${edition.email}`,
    );
    await expect(page.getByText('All donations are non-refundable.')).toBeVisible();
    await expect(page.getByText('Rewards cannot be returned or exchanged.')).toBeVisible();
    await expect(
      page.getByText(
        'This site uses no cookies and collects no personal data beyond what a ticket or a donation needs, listed below.',
      ),
    ).toBeVisible();
    const provider = page.getByText(/payment provider may reveal/);
    for (const detail of ['name', 'address', 'phone', 'email', 'only to collect your payment', 'rewards']) {
      await expect(provider).toContainText(detail);
    }
    await expect(page.getByText('Last updated October 31, 2023.')).toBeVisible();
    // What is kept, for how long (the server's PERSONAL_DATA_RETENTION_DAYS, 60 unless set), and how to get it.
    await expect(page.getByRole('heading', { name: policy.keptHeading })).toBeVisible();
    await expect(page.getByText(/^60 days after the event ends/)).toBeVisible();
    await expect(page.getByText(/order page your ticket email links to/)).toContainText(edition.email);
    await expectAccessible(page);
  });

  test('the page sets no cookies', async ({ page, context }) => {
    await page.goto('/policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await context.cookies()).toEqual([]);
  });
});

test.describe('/stream', () => {
  test('embeds the player and links to the schedule, the livestream tickets and past streams', async ({
    page,
  }) => {
    const twitch = await fakeTwitchEmbed(page);
    await page.goto('/stream');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Watch ${edition.product} live`);
    await expect(page.locator(`iframe[title="Twitch player: ${links.eventChannel}"]`)).toBeVisible();
    expect(await twitch.embeds()).toHaveLength(1);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Livestream schedule' })).toHaveAttribute(
      'href',
      '/schedule',
    );
    await expect(main.getByRole('link', { name: 'Livestream tickets' })).toHaveAttribute(
      'href',
      '/livestream-tickets',
    );
    await opensInNewTab(main.getByRole('link', { name: 'our Twitch channel' }), links.eventChannelUrl);
    await main.getByRole('link', { name: '2024 24-hour livestream' }).click();
    await expect(page).toHaveURL('/stream2024');
    await expectAccessible(page);
  });
});

test.describe('/stream2023', () => {
  test('lists the 21 highlight videos, each opening in a new tab', async ({ page }) => {
    await page.goto('/stream2023');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2023 fundraiser highlights');
    const videos = page.getByRole('region', { name: 'Highlight videos' }).getByRole('link');
    await expect(videos).toHaveCount(21);
    for (const [index, video] of videos2023.entries()) {
      await expect(videos.nth(index)).toHaveText(video.title);
      await opensInNewTab(videos.nth(index), video.href);
    }
    await expectAccessible(page);
  });

  test('offers the free 2023 puzzle book as a PDF that downloads', async ({ page, request }) => {
    await page.goto('/stream2023');
    const book = page.getByRole('region', { name: 'The free 2023 puzzle book' });
    await expect(book).toContainText('Over 100 puzzles');
    await expect(book.getByRole('link', { name: 'Download the 2023 puzzle book (PDF)' })).toHaveAttribute(
      'href',
      links.puzzleBook2023Pdf,
    );
    const pdf = await request.get(links.puzzleBook2023Pdf);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  test('credits the sponsors, the tech team, the streamers and the content contributors', async ({
    page,
  }) => {
    await page.goto('/stream2023');
    const sponsors = page.getByRole('region', { name: 'Sponsors' });
    for (const sponsor of sponsors2023) {
      await opensInNewTab(sponsors.getByRole('link', { name: sponsor.label }), sponsor.href);
    }
    const credits = page.getByRole('region', { name: 'Credits' });
    expect(credits2023.map((group) => group.title)).toEqual(['Tech', 'Streamers', 'Content contributors']);
    for (const group of credits2023) {
      const list = credits
        .getByRole('heading', { name: group.title })
        .locator('xpath=following-sibling::ul[1]');
      await expect(list.getByRole('listitem')).toHaveText(group.names);
    }
  });
});

test.describe('/stream2024', () => {
  test('shows the sponsors, 11 highlight videos and the streamers of the 24-hour livestream', async ({
    page,
  }) => {
    await page.goto('/stream2024');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2024 24-hour livestream');
    const videos = page.getByRole('region', { name: 'Highlight videos' }).getByRole('link');
    await expect(videos).toHaveCount(11);
    for (const [index, video] of videos2024.entries()) await opensInNewTab(videos.nth(index), video.href);
    const sponsors = page.getByRole('region', { name: 'Sponsors' });
    for (const sponsor of sponsors2024) {
      await opensInNewTab(sponsors.getByRole('link', { name: sponsor.label }), sponsor.href);
    }
    await expect(page.getByRole('region', { name: 'Streamers' }).getByRole('listitem')).toHaveText(
      streamers2024.names,
    );
    await expectAccessible(page);
  });

  test('lists the solved puzzles block by block', async ({ page }) => {
    await page.goto('/stream2024');
    const solved = page.getByRole('region', { name: 'Puzzles solved, block by block' });
    for (const block of blocks2024) {
      const items = solved.getByRole('region', { name: block.title }).getByRole('listitem');
      await expect(items).toHaveCount(block.puzzles.length);
      for (const [index, puzzle] of block.puzzles.entries()) {
        await expect(items.nth(index)).toContainText(`${puzzle.title} by ${puzzle.author}`);
        await expect(items.nth(index)).toContainText(`solved by ${puzzle.solvedBy}`);
      }
    }
  });
});
