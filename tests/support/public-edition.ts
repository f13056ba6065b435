import type { PublicEdition } from '../../src/contracts/public-edition';
import { contentEdition } from '../../src/server/editions/content-edition';
import { publicEditionOf } from '../../src/server/editions/public-edition';

/** GET /api/edition as a fresh database answers it: the edition content/ describes (the 2025 demo). */
export const seededPublicEdition = (): PublicEdition => {
  const seeded = { ...contentEdition(), id: 1, current: true };
  return publicEditionOf(seeded, [seeded]);
};
