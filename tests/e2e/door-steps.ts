import type { APIRequestContext, Page } from '@playwright/test';
import { badgeListResponseSchema } from '../../src/contracts/organiser';
import { expect } from './fixtures';

// Steps the door's and the desk's tests share on a server of their own (its password is the e2e one).

const password = 'e2e-organiser-password';

/** The current edition's badge of that name, as the desk's list has it. */
export async function badgeCode(api: APIRequestContext, name: string): Promise<string> {
  const answer = await api.post('/api/badgelist', { data: { pass: password } });
  expect(answer.status()).toBe(200);
  const badge = badgeListResponseSchema.parse(await answer.json()).find((b) => b.names === name);
  if (!badge) throw new Error(`No badge named ${name}`);
  return badge.code;
}

/** Opens `path` of the server at `url` and signs in with the organisers' password. */
export async function signIn(page: Page, url: string, path: string) {
  await page.goto(`${url}${path}`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
}
