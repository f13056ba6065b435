// Wire shapes of overlay presence (docs/product/realtime.md, "What the streamer sees"): what an overlay
// says about itself when it connects, and what the dashboard's Overlays panel reads and hears.
import * as z from 'zod/mini';
import { overlayNames } from '../domain/overlay-presence';

/** The random id an overlay page makes for itself at each load: 12 bytes in hex. */
const overlayIdPattern = /^[0-9a-f]{24}$/;

/**
 * What an overlay adds to socket.io's handshake `auth` (besides an organiser token, if any). The overlays
 * write it by hand (they take no zod, docs/decisions/023-overlay-entry.md); the server reads it with this.
 */
export const overlayHandshakeSchema = z.object({
  overlay: z.enum(overlayNames),
  overlayId: z.string().check(z.regex(overlayIdPattern)),
});
export type OverlayHandshake = z.infer<typeof overlayHandshakeSchema>;

/** One overlay page load as the server last saw it; also the payload of the 'overlay-presence' event. */
export const overlayPresenceSchema = z.object({
  id: z.string().check(z.regex(overlayIdPattern)),
  overlay: z.enum(overlayNames),
  connectedAt: z.iso.datetime(),
  /** The last heartbeat recorded (written at most every 30 s, see src/domain/overlay-presence.ts). */
  lastHeardAt: z.iso.datetime(),
  /** When its connection ended; null while a server holds it. */
  disconnectedAt: z.nullable(z.iso.datetime()),
  /** The page hung up itself (closed or reloaded), rather than the connection dropping. */
  closedByPage: z.boolean(),
});
export type OverlayPresence = z.infer<typeof overlayPresenceSchema>;

/**
 * POST /api/organiser/overlays: the overlays heard from in the last 24 hours, most recently heard first,
 * and the server's time, so the page judges "lost" by the server's clock rather than its own.
 */
export const organiserOverlaysSchema = z.object({
  now: z.iso.datetime(),
  overlays: z.array(overlayPresenceSchema),
});
export type OrganiserOverlays = z.infer<typeof organiserOverlaysSchema>;
