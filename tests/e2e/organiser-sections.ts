import type { Page } from '@playwright/test';

// The dashboard shows one section at a time (docs/product/organisers.md, "The dashboard"); a test opens
// the one it needs by name, as an organiser does.

export type SectionName =
  | 'Overview'
  | 'Donations'
  | 'Orders'
  | 'Incentives'
  | 'Prizes'
  | 'Schedule'
  | 'Codes'
  | 'Email'
  | 'Editions'
  | 'Settings';

export const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });

export async function openSection(page: Page, name: SectionName) {
  await sectionNav(page).getByRole('link', { name, exact: true }).click();
}
