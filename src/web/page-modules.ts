import type { ComponentType } from 'react';
import type { AppPageKey } from '../contracts/routes';

// Each page's code is loaded when its route is first visited, so a visitor downloads only the page
// they open. A page module's default export is its component. The stream overlay is not here: it is an
// entry of its own (src/web/donationbar.html, docs/decisions/023-overlay-entry.md).
type PageModule = () => Promise<{ default: ComponentType }>;

export const pageModules: Record<AppPageKey, PageModule> = {
  home: () => import('./pages/home/home-page'),
  about: () => import('./pages/about/about-page'),
  markcell: () => import('./pages/markcell/markcell-page'),
  donations: () => import('./pages/donations/donations-page'),
  'donate-info': () => import('./pages/donate-info/donate-info-page'),
  'donate-bits': () => import('./pages/donate-info/donate-bits-page'),
  'donate-card': () => import('./pages/donate-card/donate-card-page'),
  email: () => import('./pages/email/email-page'),
  stream: () => import('./pages/stream/stream-page'),
  policy: () => import('./pages/policy/policy-page'),
  puzzles: () => import('./pages/puzzles/puzzles-page'),
  schedule: () => import('./pages/schedule/schedule-page'),
  stream2023: () => import('./pages/stream2023/stream-2023-page'),
  stream2024: () => import('./pages/stream2024/stream-2024-page'),
  tickets: () => import('./pages/tickets/tickets-page'),
  'livestream-tickets': () => import('./pages/livestream-tickets/livestream-tickets-page'),
  'ticket-resend': () => import('./pages/ticket-resend/ticket-resend-page'),
  transit: () => import('./pages/transit/transit-page'),
  organiser: () => import('./pages/organiser/organiser-page'),
  'check-in': () => import('./pages/organiser/check-in/check-in-page'),
};
