import type { FastifyPluginAsync } from 'fastify';
import checkIn from './check-in';
import discounts from './discounts';
import donations from './donations';
import editions from './editions';
import orderDesk from './order-desk';
import orders from './orders';
import organisers from './organisers';
import prizes from './prizes';
import readPage from './read-page';
import reconcile from './reconcile';
import refunds from './refunds';
import schedule from './schedule';
import screening from './screening';
import ticker from './ticker';
import tickets from './tickets';
import twitch from './twitch';

/**
 * A feature folder's routes, as its entry (index.ts) exports them: the public ones, each saying so
 * (`config: { public: true }`), and the organiser ones, which app.ts registers in the organiser scope behind
 * its guard (organisers/organiser-scope.ts; docs/decisions/073-organiser-scope-closed-by-default.md).
 */
export interface Feature {
  publicRoutes?: FastifyPluginAsync;
  organiserRoutes?: FastifyPluginAsync;
}

// Every feature folder's entry exports its routes, which app.ts registers from this list after the shared
// services are decorated, as fastify/demo autoloads src/routes
// (docs/decisions/046-feature-folders-and-registration.md). The server is bundled into one file, so
// nothing scans folders at run time; features.test.ts fails while a folder with routes is missing here.
// The pages (web/) and the buyer's order page come apart in app.ts: they take options.
export const features: readonly Feature[] = [
  schedule,
  tickets,
  discounts,
  donations,
  orders,
  refunds,
  orderDesk,
  reconcile,
  twitch,
  prizes,
  screening,
  ticker,
  readPage,
  checkIn,
  organisers,
  editions,
];
