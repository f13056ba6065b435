import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractJsonSchemas, jsonSchemaForm } from '../../scripts/contract-json-schemas';
import { answerRecord, expectReadsAsSchema, isoTime, mostly, wireDollars } from './test-wire-readers';
import { ticketSalesSchema } from './ticket-sales';
import { readTicketSales } from './ticket-sales-reader';

// The ticket pages read whether tickets are on sale by ticketSalesSchema's JSON Schema form, without zod
// (json-schema-reader.ts); the form is made from the schema, and this holds the two to the same answers.

// Seven of them in each answer: mostly well formed, so that enough answers are whole.
const typeText = fc.oneof(
  {
    arbitrary: fc.record({
      label: fc.string(),
      ages: fc.option(fc.string(), { nil: undefined }),
      description: fc.string(),
    }),
    weight: 30,
  },
  {
    arbitrary: mostly(
      answerRecord({
        label: mostly(fc.string()),
        ages: mostly(fc.option(fc.string(), { nil: undefined })),
        description: mostly(fc.string()),
      }),
    ),
    weight: 1,
  },
);

describe('GET /api/tickets/sales read by its JSON Schema form', () => {
  it('is written from the schema as it is now (npx tsx scripts/contract-json-schemas.ts writes it again)', () => {
    for (const { file, schema } of contractJsonSchemas)
      expect(JSON.parse(fs.readFileSync(file, 'utf8')), file).toEqual(jsonSchemaForm(schema));
  });

  it('reads what ticketSalesSchema reads and refuses what it refuses', () => {
    const answers = answerRecord({
      open: mostly(fc.boolean()),
      closesAt: mostly(fc.option(isoTime, { nil: null })),
      inPersonLeft: mostly(fc.option(fc.integer({ min: -2, max: 500 }), { nil: null })),
      prices: mostly(
        fc.record({
          inPerson: mostly(
            answerRecord({
              adult: mostly(wireDollars),
              child: mostly(wireDollars),
              student: mostly(wireDollars),
              unwaged: mostly(wireDollars),
            }),
          ),
          livestream: mostly(
            answerRecord({
              adult: mostly(wireDollars),
              student: mostly(wireDollars),
              unwaged: mostly(wireDollars),
            }),
          ),
        }),
      ),
      closedText: mostly(fc.string()),
      typeTexts: mostly(
        fc.record({
          inPerson: mostly(
            answerRecord({ adult: typeText, child: typeText, student: typeText, unwaged: typeText }),
          ),
          livestream: mostly(answerRecord({ adult: typeText, student: typeText, unwaged: typeText })),
        }),
      ),
    });
    expectReadsAsSchema(answers, ticketSalesSchema, readTicketSales, (parsed) => parsed);
  });

  it('reads sales closing at a time, with places left', () => {
    const prices = {
      inPerson: { adult: 160, child: 10, student: 10.5, unwaged: 10 },
      livestream: { adult: 30, student: 10, unwaged: 10 },
    };
    const text = { label: 'Adult', description: 'All four days.' };
    const typeTexts = {
      inPerson: { adult: { ...text, ages: '18+' }, child: text, student: text, unwaged: text },
      livestream: { adult: text, student: text, unwaged: text },
    };
    const answer = {
      open: true,
      closesAt: '2026-03-01T17:00:00.000Z',
      inPersonLeft: 12,
      prices,
      closedText: 'Closed.',
      typeTexts,
    };
    expect(readTicketSales(answer)).toEqual(answer);
    expect(
      readTicketSales({ ...answer, typeTexts: { ...typeTexts, livestream: { adult: { label: 'Adult' } } } }),
    ).toBeUndefined();
    expect(readTicketSales({ ...answer, closesAt: null, inPersonLeft: 1.5 })).toBeUndefined();
    expect(readTicketSales({ ...answer, prices: { ...prices, livestream: { adult: 30 } } })).toBeUndefined();
  });
});
