import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// Editions made through the organisers' API (docs/product/organisers.md, "Editions"), on a server of the
// test's own (its password is the e2e one).

const pass = 'e2e-organiser-password';

interface NewEdition {
  year: number;
  /** Left out: 2 April of its year, 9:00 in Boston. */
  startsAt?: string;
  /** Left out: 5 April of its year, 23:00 in Boston. */
  endsAt?: string;
  copyIncentives?: boolean;
  copySchedule?: boolean;
}

/** Copies the current edition to a new one of that year; the new one's id. */
export async function addEdition(api: APIRequestContext, { year, ...rest }: NewEdition): Promise<number> {
  const created = await api.post('/api/organiser/editions', {
    data: {
      pass,
      year,
      startsAt: `${year}-04-02T09:00:00-04:00`,
      endsAt: `${year}-04-05T23:00:00-04:00`,
      ...rest,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Makes the edition current. */
export async function activateEdition(api: APIRequestContext, id: number) {
  const activated = await api.post(`/api/organiser/editions/${id}/activate`, { data: { pass } });
  expect(activated.status(), await activated.text()).toBe(200);
}

/** Changes the fields given of an edition (POST /api/organiser/editions/:id). */
export async function editEdition(api: APIRequestContext, id: number, fields: Record<string, unknown>) {
  const edited = await api.post(`/api/organiser/editions/${id}`, { data: { pass, ...fields } });
  expect(edited.status(), await edited.text()).toBe(200);
}

/** Copies the current edition to a new one of that year, and makes the new one current; its id. */
export async function switchToNewEdition(api: APIRequestContext, edition: NewEdition): Promise<number> {
  const id = await addEdition(api, edition);
  await activateEdition(api, id);
  return id;
}
