/** The browser tab's title for a page: the product alone on the home page, else "Title · Product". */
export function pageTitle(title: string | undefined, product: string): string {
  return title && title !== 'Home' ? `${title} · ${product}` : product;
}
