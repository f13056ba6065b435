import fs from 'node:fs';
import * as z from 'zod/mini';
import { ticketSalesSchema } from '../src/contracts/ticket-sales';

// Writes the JSON Schema form of the contract schemas a page reads without zod
// (src/contracts/json-schema-reader.ts): npx tsx scripts/contract-json-schemas.ts. Their test fails while a
// written form differs from its schema; Biome formats them as it formats any JSON.

/** Each written form: its file and the schema it is made from. */
export const contractJsonSchemas = [
  { file: 'src/contracts/ticket-sales.schema.json', schema: ticketSalesSchema },
];

/** The form: the answer as sent (zod's input side), without the draft's name. */
export function jsonSchemaForm(schema: z.core.$ZodType): object {
  const { $schema: _draft, ...form } = z.toJSONSchema(schema, { io: 'input' });
  return form;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, schema } of contractJsonSchemas)
    fs.writeFileSync(file, `${JSON.stringify(jsonSchemaForm(schema), null, 2)}\n`);
}
