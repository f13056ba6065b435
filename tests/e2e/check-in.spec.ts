import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, type Browser, chromium, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { badgeListResponseSchema } from '../../src/contracts/organiser';
import { chromiumLaunchOptions } from './chromium';
import { expect, expectAccessible, test } from './fixtures';
import { buyInPersonTickets } from './purchases';

// Check-in at the door (docs/product/organisers.md, "Check-in at the door") on a 390 px phone: the badge's
// QR code reaches the page through Chromium's fake camera, which plays a video file made from a QR
// image of a real badge code. ffmpeg makes that file; scripts/ensure-chromium.mjs installs it.

const password = 'e2e-organiser-password';
const phone = { width: 390, height: 844 };
const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';

async function badgeCode(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.post('/api/badgelist', { data: { pass: password } });
  expect(answer.status()).toBe(200);
  const badge = badgeListResponseSchema.parse(await answer.json()).find((b) => b.names === name);
  if (!badge) throw new Error(`No badge named ${name}`);
  return badge.code;
}

/** A short looping video of the code's QR image, as Chromium's fake camera plays it (Y4M). */
async function qrVideo(code: string, dir: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const image = path.join(dir, 'badge-qr.png');
  const video = path.join(dir, 'badge-qr.y4m');
  // The ticket email's QR code holds exactly the badge code's text.
  await QRCode.toFile(image, code, { width: 360, margin: 4 });
  execFileSync(ffmpeg, [
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    image,
    '-t',
    '1',
    '-r',
    '5',
    '-vf',
    'scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=white,format=yuv420p',
    video,
  ]);
  return video;
}

async function signIn(page: Page) {
  await page.goto('/organiser/check-in');
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  // The counts have loaded (and with them the list used offline).
  await expect(page.getByText(/\d+ of \d+ in/)).toBeVisible();
}

const card = (page: Page) => page.getByRole('article', { name: 'Badge' });

test.describe('check-in at the door on a phone', () => {
  test.use({ viewport: phone });

  let cameraBrowser: Browser | undefined;
  test.afterEach(async () => {
    await cameraBrowser?.close();
    cameraBrowser = undefined;
  });

  test('scans a badge’s QR code with the camera, shows the badge and checks it in, live on a second phone', async ({
    request,
    baseURL,
  }, testInfo) => {
    // Two phones, a browser of their own and the QR reader's WebAssembly compiled on a busy machine.
    test.setTimeout(90_000);
    const name = `Scan Tester ${Date.now()}`;
    await buyInPersonTickets(request, [name], 'scan@example.com', {
      dietaryRestrictionsDetails: 'Vegetarian, no nuts',
    });
    const code = await badgeCode(request, name);
    const video = await qrVideo(code, testInfo.outputPath('camera'));

    cameraBrowser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [
        ...(chromiumLaunchOptions.args ?? []),
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const phoneContext = () =>
      cameraBrowser!.newContext({ baseURL, viewport: phone, permissions: ['camera'], hasTouch: true });
    const door = await (await phoneContext()).newPage();
    const other = await (await phoneContext()).newPage();
    await signIn(door);
    await signIn(other);
    await expectAccessible(door);

    // The second phone has found the same person by name and is about to check them in.
    await other.getByLabel('Search by name or code').fill(name.toLowerCase());
    await other.getByRole('button', { name: new RegExp(name) }).click();
    await expect(card(other)).toContainText('Not checked in yet');

    await door.getByRole('button', { name: 'Scan a badge' }).click();
    await expect(card(door)).toContainText(name, { timeout: 15_000 });
    await expect(card(door)).toContainText('Adult (18+)');
    await expect(card(door)).toContainText(code);
    await expect(card(door)).toContainText('Dietary needs: Vegetarian, no nuts');
    await expect(card(door)).toContainText('Not checked in yet');
    await door.screenshot({ path: testInfo.outputPath('scanned.png') });

    await door.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(card(door)).toContainText(/Checked in at \w{3} \d{1,2}:\d{2} [AP]M E[DS]T/);
    await expect(door.getByRole('button', { name: 'Check in', exact: true })).toHaveCount(0);
    await door.screenshot({ path: testInfo.outputPath('checked-in.png') });

    // The other phone hears of it at once: its card, its recent list.
    await expect(card(other)).toContainText(/Already checked in at \w{3} \d{1,2}:\d{2} [AP]M E[DS]T/);
    await expect(other.getByRole('button', { name: 'Check in', exact: true })).toHaveCount(0);
    await expect(other.getByRole('list', { name: 'Recent check-ins' })).toContainText(name);

    // Scanning the same badge again says when it was checked in, and offers no second check-in.
    await door.getByRole('button', { name: 'Scan next badge' }).click();
    await expect(card(door)).toContainText(/Already checked in at/, { timeout: 15_000 });
    await expect(door.getByRole('button', { name: 'Check in', exact: true })).toHaveCount(0);
  });

  test('says so for a code that admits nobody', async ({ page }) => {
    await signIn(page);
    await page.getByLabel('Search by name or code').fill(' qqqqqq ');
    await page.getByLabel('Search by name or code').press('Enter');
    await expect(card(page)).toContainText('Unknown code');
    await expect(card(page)).toContainText('No badge has the code QQQQQQ.');
    await expect(page.getByRole('button', { name: 'Check in', exact: true })).toHaveCount(0);
  });

  test('a new search clears the previous person’s card at once, before its results', async ({
    page,
    request,
  }) => {
    await buyInPersonTickets(request, ['Cleared Card']);
    await signIn(page);
    const search = page.getByLabel('Search by name or code');
    await search.pressSequentially('Cleared Card');
    await page.getByRole('button', { name: /Cleared Card/ }).click();
    await expect(card(page)).toContainText('Cleared Card');
    // Typed key by key, as a volunteer types: the card goes with the first key.
    await search.press('z');
    await expect(card(page)).toHaveCount(0);
    await search.pressSequentially('zzqx');
    await expect(page.getByText('No badge matches “zzzqx”.')).toBeVisible();
    await expect(card(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('keeps scans made offline, sends them when the connection returns, and reports a badge checked in twice meanwhile', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const stamp = Date.now();
    const first = `Offline First ${stamp}`;
    const second = `Offline Second ${stamp}`;
    await buyInPersonTickets(request, [first, second], 'offline@example.com');
    const secondCode = await badgeCode(request, second);
    await signIn(page);

    await context.setOffline(true);
    await expect(page.getByText('Offline: scans are kept')).toBeVisible();
    for (const name of [first, second]) {
      await page.getByLabel('Search by name or code').fill(name);
      await expect(page.getByText('Offline: searching the list loaded earlier.')).toBeVisible();
      await page.getByRole('button', { name: new RegExp(name) }).click();
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      await expect(card(page)).toContainText('Waiting to send');
    }
    const waiting = page.getByRole('list', { name: 'Waiting to send' });
    await expect(waiting.getByRole('listitem')).toHaveCount(2);
    await expect(waiting).toContainText(`${first}`);
    await page.screenshot({ path: testInfo.outputPath('offline.png'), fullPage: true });

    // Meanwhile another phone, still online, checks the second person in.
    const elsewhere = await request.post('/api/organiser/check-in', {
      data: { pass: password, code: secondCode },
    });
    expect(elsewhere.status()).toBe(200);

    await context.setOffline(false);
    const reports = page.getByRole('list', { name: 'Sent since' });
    await expect(reports).toContainText(`Sent: ${first}`);
    await expect(reports).toContainText(
      new RegExp(`Checked in twice: ${second} \\(${secondCode}\\) was already checked in at .* E[DS]T\\.`),
    );
    await expect(page.getByRole('list', { name: 'Waiting to send' })).toHaveCount(0);
    await expect(card(page)).toContainText('Checked in twice');
    await page.screenshot({ path: testInfo.outputPath('back-online.png'), fullPage: true });

    // The queue survives nothing twice: after a reload the reports stay until dismissed, nothing waits.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Sent since' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'OK' }).first().click();
    await expect(page.getByRole('list', { name: 'Sent since' }).getByRole('listitem')).toHaveCount(1);
  });
});
