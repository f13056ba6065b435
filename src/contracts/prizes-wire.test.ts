import fc from 'fast-check';
import { describe, it } from 'vitest';
import { dollarsToCents } from '../domain/money';
import { prizeDeliveries, prizeStates } from '../domain/prizes/prizes';
import { prizeListSchema, prizeWonSchema } from './prizes';
import { readPrizeOffers, readPrizeWon } from './prizes-wire';
import { answerRecord, expectReadsAsSchema, isoTime, mostly, wireDollars } from './test-wire-readers';

// /donate/card reads the prizes by hand, without zod (wire-checks.ts).

const winner = answerRecord({ name: fc.string(), drawnAt: mostly(isoTime), claimed: mostly(fc.boolean()) });
const entry = answerRecord({
  id: mostly(fc.integer({ min: 1, max: 1_000 })),
  name: mostly(fc.string()),
  description: fc.string(),
  imageUrl: fc.string(),
  sponsor: fc.string(),
  minimumDonation: mostly(wireDollars),
  opensAt: mostly(isoTime),
  closesAt: mostly(isoTime),
  winners: mostly(fc.integer({ min: 1, max: 100 })),
  delivery: mostly(fc.constantFrom(...prizeDeliveries)),
  state: mostly(fc.constantFrom(...prizeStates)),
  drawn: mostly(fc.array(winner, { maxLength: 2 })),
});

describe('the hand reader of GET /api/prizes', () => {
  it('reads what prizeListSchema reads, in cents and epoch ms, and refuses what it refuses', () => {
    const lists = fc.oneof(fc.array(entry, { maxLength: 3 }), mostly(fc.constant([])));
    expectReadsAsSchema(lists, prizeListSchema, readPrizeOffers, (list) =>
      list.map((prize) => ({
        id: prize.id,
        name: prize.name,
        minimumCents: dollarsToCents(prize.minimumDonation),
        opensMs: Date.parse(prize.opensAt),
        closesMs: Date.parse(prize.closesAt),
      })),
    );
  });
});

describe("the overlay's hand reader of the 'prize-won' event", () => {
  it('reads what prizeWonSchema reads and refuses what it refuses', () => {
    const events = mostly(
      answerRecord({
        prize: mostly(fc.string()),
        winners: mostly(fc.array(mostly(fc.string()), { maxLength: 3 })),
      }),
    );
    expectReadsAsSchema(events, prizeWonSchema, readPrizeWon, (event) => event);
  });
});
