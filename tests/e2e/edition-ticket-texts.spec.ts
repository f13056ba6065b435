import type { APIRequestContext } from '@playwright/test';
import { edition } from '../../content/edition';
import { addEdition } from './editions';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';

// The ticket pages show the current edition's ticket type texts, as organisers edit them
// (docs/decisions/082-the-public-site-follows-the-current-edition.md), and an organiser's `?edition=`
// preview shows the previewed edition's. A server of its own: the test changes the current edition's
// texts, which every page of its server shows.

const password = 'e2e-organiser-password';

interface ListedEdition {
  id: number;
  year: number;
  current: boolean;
  texts: { inPersonTypes: Record<string, object>; [key: string]: unknown };
}

async function listed(api: APIRequestContext): Promise<ListedEdition[]> {
  const answer = await api.post('/api/organiser/editions/list', { data: { pass: password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { editions: ListedEdition[] }).editions;
}

/** Changes one in-person type's texts of edition `id`, keeping the rest. */
async function editAdult(api: APIRequestContext, id: number, adult: object) {
  const shown = (await listed(api)).find((one) => one.id === id);
  if (!shown) throw new Error(`no edition ${id}`);
  const { texts } = shown;
  const edited = await api.post(`/api/organiser/editions/${id}`, {
    data: { pass: password, texts: { ...texts, inPersonTypes: { ...texts.inPersonTypes, adult } } },
  });
  expect(edited.status(), await edited.text()).toBe(200);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('an organiser’s edit of a ticket type’s texts shows on /tickets, and a preview shows its edition’s', async ({
  page,
  freshServer,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const api = freshServer.api;
  const current = (await listed(api)).find((one) => one.current);
  if (!current) throw new Error('no current edition');
  const description = 'All four days, the puzzle hunt and the closing quiz.';
  await editAdult(api, current.id, { label: 'Adult', ages: '18+', description });

  await page.goto(`${freshServer.url}/tickets`);
  const adult = page.getByRole('group', { name: 'Adult (18+) tickets' });
  await expect(adult).toContainText(description);
  await expect(page.getByRole('spinbutton', { name: 'Adult (18+) tickets' })).toHaveAccessibleDescription(
    description,
  );
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('edited-ticket-texts.png'), fullPage: true });

  // The next edition, with a label of its own, previewed by a signed-in organiser.
  const next = edition.year + 2;
  const id = await addEdition(api, {
    year: next,
    startsAt: `${next}-04-01T09:00:00-04:00`,
    endsAt: `${next}-04-04T23:00:00-04:00`,
  });
  await editAdult(api, id, { label: 'Grown-up', description: `Every day of the ${next} gathering.` });

  await page.goto(`${freshServer.url}/organiser`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Signed in on this tab.')).toBeVisible();
  await page.goto(`${freshServer.url}/tickets?edition=${id}`);
  await expect(page.getByText(`Preview of the ${next} edition`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Grown-up tickets' })).toContainText(
    `Every day of the ${next} gathering.`,
  );
  await expect(page.getByText(description)).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('previewed-ticket-texts.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});
