// The buyer's private order page (docs/product/order-page-and-retention.md): links from the ticket emails,
// the page's calls (look-up, changes with their history, emails again, download).

export { newOrderLink, orderOfToken, tokenHash } from './order-links';
export { default as orderPageRoutes, type OrderPageRoutesOptions } from './order-page-routes';
export { eventEndMs, type OrderPageSettings } from './order-settings';
export { historyByOrder, orderHistory } from './stored-order';
