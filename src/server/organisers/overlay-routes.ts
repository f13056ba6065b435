import { organiserOverlaysSchema } from '../../contracts/overlay-presence';
import type { DatabaseHandle } from '../db';
import { organiserRead, type RouteScope } from '../plugins';
import { recentOverlays } from '../realtime';

export interface OrganiserOverlaysOptions {
  database: DatabaseHandle;
  now: () => number;
}

/**
 * POST /api/organiser/overlays {pass}: the stream overlays heard from in the last 24 hours, for the
 * dashboard's Overlays panel (docs/product/realtime.md, "What the streamer sees"), in the
 * organiser scope, behind its guard.
 */
export default async function organiserOverlayRoutes(app: RouteScope, options: OrganiserOverlaysOptions) {
  const now = options.now;
  organiserRead(
    app,
    '/api/organiser/overlays',
    { config: { roles: ['organiser'] }, answer: organiserOverlaysSchema },
    async () => {
      const at = now();
      return { now: new Date(at).toISOString(), overlays: await recentOverlays(options.database.db, at) };
    },
  );
}
