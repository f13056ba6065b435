import type { ComponentType } from 'react';
import type { AppPageKey } from '../contracts/routes';

// Each page's code is loaded when its route is first visited, so a visitor downloads only the page
// they open. A page module's default export is its component. The stream overlays are not here: each is
// an entry of its own (src/web/donationbar.html, src/web/markcell.html, docs/decisions/023-overlay-entry.md).

interface PageModule {
  default: ComponentType;
}

/**
 * Each page's module, as a path from src/web. The same path names the page's files in the build's
 * manifest, which is how the server links a page's own script and style in the HTML it sends.
 */
export const pageFiles: Record<AppPageKey, string> = {
  home: 'pages/home/home-page.tsx',
  about: 'pages/about/about-page.tsx',
  donations: 'pages/donations/donations-page.tsx',
  prizes: 'pages/prizes/prizes-page.tsx',
  'donate-info': 'pages/donate-info/donate-info-page.tsx',
  'donate-bits': 'pages/donate-info/donate-bits-page.tsx',
  'donate-card': 'pages/donate-card/donate-card-page.tsx',
  email: 'pages/email/email-page.tsx',
  stream: 'pages/stream/stream-page.tsx',
  policy: 'pages/policy/policy-page.tsx',
  puzzles: 'pages/puzzles/puzzles-page.tsx',
  schedule: 'pages/schedule/schedule-page.tsx',
  stream2023: 'pages/stream2023/stream-2023-page.tsx',
  stream2024: 'pages/stream2024/stream-2024-page.tsx',
  tickets: 'pages/tickets/tickets-page.tsx',
  'livestream-tickets': 'pages/livestream-tickets/livestream-tickets-page.tsx',
  'ticket-resend': 'pages/ticket-resend/ticket-resend-page.tsx',
  transit: 'pages/transit/transit-page.tsx',
  organiser: 'pages/organiser/organiser-page.tsx',
  'check-in': 'pages/organiser/check-in/check-in-page.tsx',
  'read-donations': 'pages/organiser/read/read-page.tsx',
  order: 'pages/order/order-page.tsx',
  'edition-highlights': 'pages/edition-highlights/edition-highlights-page.tsx',
};

// Vite splits each match into a chunk of its own. The not-found page is in the entry: it must show even
// when a page's code cannot load.
const modules = import.meta.glob<PageModule>(['./pages/**/*-page.tsx', '!./pages/not-found/**']);

export function loadPageModule(page: AppPageKey): Promise<PageModule> {
  const load = modules[`./${pageFiles[page]}`];
  if (!load) return Promise.reject(new Error(`No page module at src/web/${pageFiles[page]}`));
  return load();
}
