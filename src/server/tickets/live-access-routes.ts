import { z } from 'zod';
import { edition } from '../../../content/edition';
import { escapeHtml } from '../../domain/html';
import type { DatabaseHandle } from '../db';
import type { RouteScope } from '../plugins';
import { accessTokenPattern } from './access-tokens';
import type { TicketSalesService } from './ticket-sales';
import { findStreamAccess } from './ticket-store';

// A page of its own rather than the app shell: it is the only answer a wrong link gets, and it must
// say what to do even if the app's scripts fail to load.
const invalidLinkPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Link not valid · ${escapeHtml(edition.product)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2437}h1{color:#1d2a5b}</style>
</head><body><main><h1>This livestream link is not valid</h1>
<p>Please use the link from your ticket email exactly as it was sent. If it still does not work, write to
<a href="mailto:${escapeHtml(edition.email)}">${escapeHtml(edition.email)}</a> and we will help.</p>
<p><a href="/livestream-tickets">Livestream tickets</a> · <a href="/">Home</a></p></main></body></html>`;

// A valid link before organisers have set the stream's address on the dashboard. It looks again every
// minute, so a viewer who opened it early is taken to the stream once it is set.
const notStartedPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="60">
<title>The livestream has not started · ${escapeHtml(edition.product)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2437}h1{color:#1d2a5b}</style>
</head><body><main><h1>The livestream has not started yet</h1>
<p>Your link is valid. Keep it: this same link takes you to the stream once it begins, and this page
checks again every minute.</p>
<p>The <a href="/schedule">schedule</a> says when each event starts.</p>
<p><a href="/">Home</a></p></main></body></html>`;

/**
 * `/live-{token}`: a ticket holder's personal link to the live stream, which organisers set on the
 * dashboard (docs/product/organisers.md, "Ticket sales and the stream link").
 */
export default async function liveAccessRoutes(
  app: RouteScope,
  options: { database: DatabaseHandle; sales: TicketSalesService },
) {
  // Any token gets an answer: a wrong one gets the page below, never an { error }.
  const params = z.object({ token: z.string() });
  app.get('/live-:token', { config: { public: true }, schema: { params } }, async (request, reply) => {
    const { token } = request.params;
    const access = accessTokenPattern.test(token)
      ? await findStreamAccess(options.database.db, token)
      : undefined;
    if (access) {
      reply.header('cache-control', 'no-store');
      const streamUrl = await options.sales.streamUrl();
      if (streamUrl) return reply.redirect(streamUrl, 302);
      return reply.type('text/html; charset=utf-8').send(notStartedPage);
    }
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(invalidLinkPage);
  });
}
