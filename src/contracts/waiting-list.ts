// Wire shapes of the waiting list (docs/product/tickets.md, "The waiting list"). The public ones are in
// zod/mini (docs/decisions/070-one-validator-per-wire-shape.md); /tickets reads their answers by hand
// (waiting-list-wire.ts, held to these schemas by its test), as it reads the sales answer.
import * as z from 'zod/mini';
import { MAX_EMAIL_LENGTH } from '../domain/email';
import { waitingListProblems } from '../domain/tickets/waiting-list';

/** A hold link's secret as the server makes it (base64url of 24 bytes); anything longer opens nothing. */
const holdToken = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * POST /api/tickets/waiting-list: join the list, or change how many places one's entry asks for (the same
 * address is one entry, keeping its place in line). The rules are the page's (domain/tickets/waiting-list.ts).
 */
export const waitingListJoinSchema = z
  .strictObject({
    email: z.string().check(z.trim(), z.maxLength(MAX_EMAIL_LENGTH + 100)),
    count: z.number(),
  })
  .check(
    z.superRefine((body, ctx) => {
      for (const problem of waitingListProblems(body.email, body.count))
        ctx.issues.push({
          code: 'custom',
          path: [problem.field === 'places' ? 'count' : 'email'],
          message: problem.message,
          input: body,
        });
    }),
  );
export type WaitingListJoin = z.infer<typeof waitingListJoinSchema>;

/** 201: what happens next, in the buyer's words; the same whether the address was on the list or not. */
export const waitingListJoinAnswerSchema = z.object({ message: z.string() });

/** POST /api/tickets/waiting-list/hold: what the emailed link holds (its secret in the body, never the address). */
export const waitingListHoldQuerySchema = z.strictObject({ token: holdToken });

/** 200: the places held for the link's holder and until when (ISO). */
export const waitingListHoldSchema = z.object({
  places: z.int().check(z.minimum(1)),
  until: z.iso.datetime(),
});
export type WaitingListHold = z.infer<typeof waitingListHoldSchema>;
