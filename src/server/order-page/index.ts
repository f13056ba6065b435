// The buyer's private order page (docs/product/order-page-and-retention.md): links from the ticket emails,
// the page's calls (look-up, changes with their history, emails again, download).

export { orderOfToken } from '../tickets';
export { changeHolder, deskTransfer } from './desk-changes';
export { default as orderPageRoutes } from './order-page-routes';
export { historyByOrder } from './stored-order';
