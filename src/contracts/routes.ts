// The page route table (docs/product/site-and-pages.md, "Routes"). The server answers 200 for these paths and
// 404 for any other page path; the web router builds its routes from the same list.

export interface PageRoute {
  /** Path as typed in the address bar, without a trailing slash (except '/'). */
  path: string;
  /** Shown in the browser tab after the product name. */
  title: string;
  /** Key of the page module the web router loads for this path, or of a page with its own entry. */
  page: PageKey;
  /** The organiser tools and the overlay render without the shared layout. */
  layout: 'site' | 'bare';
}

const pageKeys = [
  'home',
  'about',
  'donationbar',
  'markcell',
  'ticker',
  'donations',
  'prizes',
  'donate-info',
  'donate-bits',
  'donate-card',
  'email',
  'stream',
  'policy',
  'puzzles',
  'schedule',
  'stream2023',
  'stream2024',
  'tickets',
  'livestream-tickets',
  'ticket-resend',
  'transit',
  'organiser',
  'check-in',
  'read-donations',
  'order',
  'edition-highlights',
] as const;
export type PageKey = (typeof pageKeys)[number];

/**
 * Pages built as an entry of their own, without React or the router, and the HTML file of each in the
 * build: the server sends that file (with its data filled in) instead of the app shell
 * (docs/decisions/023-overlay-entry.md).
 */
export const ownEntryPages = {
  donationbar: 'donationbar.html',
  markcell: 'markcell.html',
  ticker: 'ticker.html',
} as const;
export type OwnEntryPageKey = keyof typeof ownEntryPages;
/** The pages the web router loads. */
export type AppPageKey = Exclude<PageKey, OwnEntryPageKey>;

export function isOwnEntryPage(page: PageKey): page is OwnEntryPageKey {
  return Object.hasOwn(ownEntryPages, page);
}

export const pageRoutes: readonly PageRoute[] = [
  { path: '/', title: 'Home', page: 'home', layout: 'site' },
  { path: '/about', title: 'About Us', page: 'about', layout: 'site' },
  { path: '/donationbar', title: 'Donation bar', page: 'donationbar', layout: 'bare' },
  { path: '/markcell', title: 'Mark a cell overlay', page: 'markcell', layout: 'bare' },
  { path: '/ticker', title: 'Ticker', page: 'ticker', layout: 'bare' },
  { path: '/donations', title: 'Donations', page: 'donations', layout: 'site' },
  { path: '/prizes', title: 'Prizes', page: 'prizes', layout: 'site' },
  { path: '/donate', title: 'Donate', page: 'donate-info', layout: 'site' },
  { path: '/donate/bits', title: 'Donate with bits', page: 'donate-bits', layout: 'site' },
  { path: '/donate/card', title: 'Donate by card', page: 'donate-card', layout: 'site' },
  { path: '/email', title: 'Email blast', page: 'email', layout: 'site' },
  { path: '/stream', title: 'Streaming', page: 'stream', layout: 'site' },
  { path: '/policy', title: 'Policy', page: 'policy', layout: 'site' },
  { path: '/puzzles', title: 'Puzzles', page: 'puzzles', layout: 'site' },
  { path: '/schedule', title: 'Schedule', page: 'schedule', layout: 'site' },
  { path: '/stream2023', title: '2023 fundraiser', page: 'stream2023', layout: 'site' },
  { path: '/stream2024', title: '2024 livestream', page: 'stream2024', layout: 'site' },
  { path: '/tickets', title: 'Tickets', page: 'tickets', layout: 'site' },
  { path: '/livestream-tickets', title: 'Livestream tickets', page: 'livestream-tickets', layout: 'site' },
  { path: '/tickets/resend', title: 'Get your ticket emails again', page: 'ticket-resend', layout: 'site' },
  { path: '/transit', title: 'Transit guide', page: 'transit', layout: 'site' },
  { path: '/organiser', title: 'Organiser dashboard', page: 'organiser', layout: 'site' },
  { path: '/organiser/check-in', title: 'Check-in', page: 'check-in', layout: 'bare' },
  { path: '/organiser/read', title: 'Read donations', page: 'read-donations', layout: 'bare' },
];

/**
 * The buyer's private order page (docs/product/order-page-and-retention.md): its address holds the key to
 * the order, so it is matched by its pattern rather than listed with the pages above, never indexed, and
 * the server answers 404 for a token that opens no order.
 */
export const orderPageRoute: PageRoute = {
  path: '/order/:token',
  title: 'Your order',
  page: 'order',
  layout: 'site',
};
const orderPagePath = /^\/order\/[^/]+$/;

/**
 * A past edition's highlights page (docs/product/site-and-pages.md, "Past editions"): one per edition in
 * the database, so matched by its pattern; the server answers 404 for the current edition's year and a
 * year without an edition. `/editions/2025` rather than `/stream2025`: the stream pages of 2023 and 2024
 * are content pages of their own, and a pattern of its own can never take one of their paths.
 */
export const editionHighlightsRoute: PageRoute = {
  path: '/editions/:year',
  title: 'Past edition',
  page: 'edition-highlights',
  layout: 'site',
};
const highlightsPagePath = /^\/editions\/\d{4}$/;

/** The tab title of the not-found page, whoever sends it. */
export const notFoundTitle = 'Not found';

/** '/about/' and '/about' are the same page; the empty path is '/'. */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const byPath = new Map(pageRoutes.map((route) => [route.path, route]));

export function findPageRoute(path: string): PageRoute | undefined {
  const normal = normalisePath(path);
  if (highlightsPagePath.test(normal)) return editionHighlightsRoute;
  return byPath.get(normal) ?? (orderPagePath.test(normal) ? orderPageRoute : undefined);
}

export type AppPageRoute = PageRoute & { page: AppPageKey };

/** The page the web app renders at a path: undefined for an unknown path and for a page of its own entry. */
export function findAppPageRoute(path: string): AppPageRoute | undefined {
  const route = findPageRoute(path);
  return route && !isOwnEntryPage(route.page) ? (route as AppPageRoute) : undefined;
}

/**
 * The pages for everyone: search engines list them and the server sends them rendered. The organiser
 * tools and the stream overlays are neither (docs/product/site-and-pages.md, "Link previews").
 */
export function isPublicPage(route: PageRoute): boolean {
  return (
    route.layout === 'site' &&
    !route.path.startsWith('/organiser') &&
    route.path !== '/email' &&
    route !== orderPageRoute
  );
}

/** The pages the server sends rendered: the public ones, and the order page's frame (it holds no data). */
export function isRenderedPage(route: PageRoute): boolean {
  return isPublicPage(route) || route === orderPageRoute;
}

/** The shared layout's navigation (docs/product/site-and-pages.md, "Layout"); the banner links to '/'. */
export const navigation = [
  { path: '/about', label: 'About Us' },
  { path: '/tickets', label: 'Tickets' },
  { path: '/schedule', label: 'Schedule' },
  { path: '/donate', label: 'Donate' },
  { path: '/stream', label: 'Streaming' },
] as const;
