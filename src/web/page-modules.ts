import type { ComponentType } from 'react';
import type { PageKey } from '../contracts/routes';

// Each page's code is loaded when its route is first visited, so a visitor downloads only the page
// they open. A page module's default export is its component.
type PageModule = () => Promise<{ default: ComponentType }>;

const comingSoon: PageModule = () => import('./pages/coming-soon/coming-soon-page');

export const pageModules: Record<PageKey, PageModule> = {
  home: () => import('./pages/home/home-page'),
  about: comingSoon,
  donationbar: comingSoon,
  donations: comingSoon,
  'donate-info': comingSoon,
  'donate-bits': comingSoon,
  'donate-card': comingSoon,
  email: comingSoon,
  stream: comingSoon,
  policy: comingSoon,
  puzzles: comingSoon,
  schedule: comingSoon,
  stream2023: comingSoon,
  stream2024: comingSoon,
  tickets: comingSoon,
  'livestream-tickets': comingSoon,
  transit: comingSoon,
  organiser: comingSoon,
};
