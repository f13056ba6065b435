import type { FastifyInstance } from 'fastify';
import { changeNotice } from '../../contracts/organiser-edits';

/**
 * Organisers changed what a public answer shows: the copy kept in memory is dropped at once
 * (public-answers/), then open pages are told to load it again.
 */
export function announceEdit(app: FastifyInstance, answer: 'incentives' | 'schedule'): void {
  app.answers[answer].invalidate();
  app.realtime.emit(`${answer}-changed` as const, changeNotice(app.now()));
}
