import checkIn from './check-in';
import discounts from './discounts';
import donations from './donations';
import orderDesk from './order-desk';
import orders from './orders';
import organisers from './organisers';
import readPage from './read-page';
import reconcile from './reconcile';
import refunds from './refunds';
import schedule from './schedule';
import screening from './screening';
import ticker from './ticker';
import tickets from './tickets';
import twitch from './twitch';

// Every feature folder's entry (its index.ts) exports its routes as one Fastify plugin, which app.ts
// registers from this list after the shared services are decorated, as fastify/demo autoloads
// src/routes (docs/decisions/046-feature-folders-and-registration.md). The server is bundled into one
// file, so nothing scans folders at run time; features.test.ts fails while a folder with routes is
// missing here. The pages (web/) and the organisers' access come apart in app.ts: they take options.
export const features = [
  schedule,
  tickets,
  discounts,
  donations,
  orders,
  refunds,
  orderDesk,
  reconcile,
  twitch,
  screening,
  ticker,
  readPage,
  checkIn,
  organisers,
];
