import { expect } from 'vitest';
import { organiserPost } from './organiser-requests';
import type { TestApp } from './test-app';

// The next edition as an organiser makes it (docs/product/organisers.md, "Editions"): copied from the
// current one through the organisers' call, then made current.

export interface EditionCopy {
  year: number;
  startsAt: string;
  endsAt: string;
  copySchedule?: boolean;
  copyIncentives?: boolean;
}

/** Copies the current edition; answers the new edition's id. */
export async function copyEdition(app: TestApp, copy: EditionCopy): Promise<number> {
  const created = await organiserPost(app, '/api/organiser/editions', { ...copy });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { id: number }).id;
}

/** Makes edition `id` current. */
export async function activateEdition(app: TestApp, id: number): Promise<void> {
  const activated = await organiserPost(app, `/api/organiser/editions/${id}/activate`);
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
}
