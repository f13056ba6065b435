import { z } from 'zod';
import { passBodySchema } from '../../contracts/organiser';
import { changeNotice } from '../../contracts/organiser-edits';
import { progressSummaryToWire } from '../../contracts/progress';
import {
  screeningDecisionResponseSchema,
  screeningDecisionSchema,
  screeningModeEditSchema,
  screeningStatusSchema,
  screeningWordsEditSchema,
} from '../../contracts/screening';
import type { DatabaseHandle } from '../db';
import { recordAudit } from '../db';
import { organiserRead, type RouteScope } from '../plugins';
import { progressChanged } from '../progress';
import { emitToCrew, type RealtimeServer } from '../realtime';
import { startApprovalPublisher } from './approval-publisher';
import { decideDonation, heldDonations, undoApproval } from './screening-queue';
import {
  readScreening,
  type ScreeningDefaults,
  setOrganiserWords,
  setScreeningMode,
} from './screening-settings';

export interface ScreeningRoutesOptions {
  database: DatabaseHandle;
  realtime: RealtimeServer;
  defaults: ScreeningDefaults;
  /** After a decision: the public answers that show names and messages are read again. */
  donationsChanged(): void;
  /**
   * After a decision that showed or denied a suggested option: open donation pages read the incentives
   * again, and the denial's emails go out.
   */
  optionsChanged(): void;
  /** How long an approval can be undone before its name and message are shown (0: shown at once). */
  undoMs: number;
  /** The app's clock (epoch ms). */
  now: () => number;
}

/**
 * The screening queue, mode and words on the dashboard (in the organiser scope, behind its guard; docs/product/
 * screening.md). Every change tells the other moderators' queues at once; a decision also tells the
 * public pages, which load their donations again.
 */
export default async function screeningRoutes(app: RouteScope, options: ScreeningRoutesOptions) {
  const { db } = options.database;
  const { now } = options;
  const status = async () => {
    const [settings, queue] = await Promise.all([readScreening(db, options.defaults), heldDonations(db)]);
    return {
      mode: settings.mode,
      configuredMode: options.defaults.mode,
      words: settings.organiserWords,
      listedWords: settings.listedWords,
      held: queue.held,
      heldCount: queue.count,
    };
  };
  const tellModerators = () =>
    emitToCrew(options.realtime, ['moderator', 'organiser'], 'screening-changed', changeNotice());
  const response = { 200: screeningStatusSchema };
  // A decision can show or hide the overlay's last donor name: the totals move to a new revision, so the
  // overlay takes the name with them (docs/decisions/069-totals-with-a-revision.md).
  const namesShown = async () => {
    options.donationsChanged();
    options.realtime.emit('donations-screened', changeNotice());
    const progress = await db.transaction().execute(progressChanged);
    options.realtime.emit('progress', progressSummaryToWire(progress));
  };
  // Approvals are shown when their undo window ends, by the server (docs/decisions/065-approval-held-on-the-server.md).
  const publisher = startApprovalPublisher({
    db,
    undoMs: options.undoMs,
    now,
    log: app.log,
    onPublished: async () => {
      tellModerators();
      await namesShown();
      options.optionsChanged();
    },
  });
  app.addHook('onClose', async () => publisher.close());
  const decisionParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

  organiserRead(
    app,
    '/api/organiser/screening',
    { config: { roles: ['moderator', 'organiser'] }, answer: screeningStatusSchema },
    status,
  );

  app.post(
    '/api/organiser/screening/mode',
    { config: { roles: ['moderator', 'organiser'] }, schema: { body: screeningModeEditSchema, response } },
    async (request) => {
      await db.transaction().execute(async (trx) => {
        await setScreeningMode(trx, request.body.mode, now());
        await recordAudit(trx, `Set donation screening to "${request.body.mode}"`, request.crew.name, now());
      });
      tellModerators();
      return status();
    },
  );

  app.post(
    '/api/organiser/screening/words',
    { config: { roles: ['moderator', 'organiser'] }, schema: { body: screeningWordsEditSchema, response } },
    async (request) => {
      await db.transaction().execute(async (trx) => {
        await setOrganiserWords(trx, request.body.words, now());
        await recordAudit(trx, 'Changed the screening words', request.crew.name, now());
      });
      tellModerators();
      return status();
    },
  );

  app.post(
    '/api/organiser/screening/:id/decision',
    {
      config: { roles: ['moderator', 'organiser'] },
      schema: {
        params: decisionParams,
        body: screeningDecisionSchema,
        response: { 200: screeningDecisionResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const decided = await decideDonation(
        db,
        id,
        request.body.decision,
        request.crew.name,
        now(),
        options.undoMs,
      );
      // Inside its undo window an approval is shown nowhere yet: only the moderators' queues change.
      if (decided.state === 'approving') publisher.schedule();
      else await namesShown();
      if (decided.optionsChanged) options.optionsChanged();
      tellModerators();
      return {
        id,
        state: decided.state,
        undoForMs: decided.undoUntilMs === null ? null : Math.max(0, decided.undoUntilMs - now()),
      };
    },
  );

  app.post(
    '/api/organiser/screening/:id/undo',
    {
      config: { roles: ['moderator', 'organiser'] },
      schema: {
        params: decisionParams,
        body: passBodySchema,
        response: { 200: screeningDecisionResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await undoApproval(db, id, request.crew.name, now(), options.undoMs);
      tellModerators();
      return { id, state: 'held' as const, undoForMs: null };
    },
  );
}
