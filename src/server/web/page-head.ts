import { edition as describedEdition } from '../../../content/edition';
import { pageDescriptions, previewImage, siteDescription } from '../../../content/page-previews';
import type { PublicEdition } from '../../contracts/public-edition';
import { isPublicPage, notFoundTitle, type PageRoute } from '../../contracts/routes';
import { renamedFor } from '../../domain/edition-wording';
import { escapeHtml } from '../../domain/html';
import { pageTitle } from '../../domain/page-title';

// The <head> tags a page's HTML carries before any script runs: the tab title, the description search
// engines show, and the Open Graph / Twitter card tags that link previews read (docs/product/site-and-pages.md,
// "Link previews"). The app sets the same title again as it navigates.

/**
 * A description written for the edition content/ describes, naming the current one: its dates' wording
 * and its year in place of those it was written with, as a copied edition's texts are renamed
 * (docs/decisions/082-the-public-site-follows-the-current-edition.md).
 */
type HeadEdition = Pick<PublicEdition, 'name' | 'year' | 'datesText'>;

const forEdition = (text: string, edition: HeadEdition) => renamedFor(text, describedEdition, edition);

/**
 * The tags for one page of the current `edition`; `route` undefined is the not-found page. `path` is the
 * page's own address when its route is a pattern (a past edition's /editions/2025), so its link names
 * that page.
 */
export function pageHead(
  route: PageRoute | undefined,
  publicUrl: string,
  edition: HeadEdition,
  path?: string,
): string {
  const title = pageTitle(route?.title ?? notFoundTitle, edition.name);
  const description = forEdition((route && pageDescriptions[route.path]) ?? siteDescription, edition);
  const own = path ?? route?.path;
  const url = own === undefined ? undefined : `${publicUrl}${own === '/' ? '/' : own}`;
  const image = `${publicUrl}${previewImage.path}`;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:site_name', edition.name],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(previewImage.width)],
    ['property', 'og:image:height', String(previewImage.height)],
    ['property', 'og:image:alt', previewImage.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', previewImage.alt],
  ];
  if (url) tags.push(['property', 'og:url', url]);
  // The organiser tools and the overlays are not for search results.
  if (!route || !isPublicPage(route)) {
    tags.push(['name', 'robots', 'noindex']);
  }
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`),
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
  ];
  return lines.join('\n    ');
}
