import { findDiscountCodeRow, insertDiscountCode } from '../../src/server/discounts/discount-store';
import type { TestApp } from './test-app';

// Half-off codes organisers capped at a number of uses, as tests of uses given back need them: each
// made with a new name, so tests in one file never share a code's count.

export function cappedCodes(app: TestApp, prefix: string) {
  const db = () => app.database.handle.db;
  let made = 0;
  return {
    /** A new half-off code that may be used `maxUses` times. */
    async make(maxUses: number): Promise<string> {
      const code = `${prefix}${++made}`;
      await insertDiscountCode(
        db(),
        { rule: { code, effect: { kind: 'percent-off', percent: 50 } }, maxUses },
        app.server.now(),
      );
      return code;
    },
    /** How many uses of `code` are taken. */
    uses: async (code: string) => Number((await findDiscountCodeRow(db(), code))?.uses),
  };
}
