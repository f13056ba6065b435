import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { nextApprovalDueMs, publishDueApprovals } from './screening-queue';

// The end of an approval's undo window (docs/decisions/065-approval-held-on-the-server.md): the server,
// not the moderator's tab, shows the name and message when the window ends, so a closed tab or a lost
// connection still publishes, and nothing is shown before. A timer waits for the earliest window; a
// slow pass every few seconds and one at start catch approvals another instance (or this one before a
// restart) left waiting.

export interface ApprovalPublisherOptions {
  db: Kysely<Database>;
  undoMs: number;
  now: () => number;
  /** Some approvals were just shown: the public pages load their donations again. */
  onPublished(): void | Promise<void>;
  log: { error(details: object, message: string): void };
  /** The slow pass; 10 s unless a test says otherwise. */
  backstopMs?: number;
}

export interface ApprovalPublisher {
  /** An approval was made (or undone): wait for whichever window now ends first. */
  schedule(): void;
  close(): void;
}

export function startApprovalPublisher(options: ApprovalPublisherOptions): ApprovalPublisher {
  const { db, undoMs, now, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<void> | undefined;

  async function pass() {
    const published = await publishDueApprovals(db, now(), undoMs);
    if (published > 0) await options.onPublished();
    const due = await nextApprovalDueMs(db, undoMs);
    if (closed) return;
    clearTimeout(timer);
    timer = undefined;
    if (due === null) return;
    // A few milliseconds late rather than early, so the window has surely ended when the timer runs.
    timer = setTimeout(run, Math.max(0, due - now()) + 5);
    timer.unref();
  }

  function run() {
    if (closed) return;
    running ??= pass()
      .catch((error) =>
        log.error({ err: error }, 'screening: could not show approved donations; trying again'),
      )
      .finally(() => {
        running = undefined;
      });
  }

  const backstop = setInterval(run, options.backstopMs ?? 10_000);
  backstop.unref();
  run();
  return {
    schedule: () => {
      // A pass under way may have read the next window before this approval: look again after it.
      if (running) void running.then(run);
      else run();
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
      clearInterval(backstop);
    },
  };
}
