import { useMemo } from 'react';
import { edition as builtEdition } from '../../../../content/edition';
import { renamedFor } from '../../../domain/edition-wording';
import { useEdition } from '../../lib/edition/use-edition';

// The ticket types' texts, written in content/tickets.ts for the demo edition, naming the edition the page
// shows: its dates and year where they named the demo's, as a copied edition's own texts do
// (docs/decisions/082-the-public-site-follows-the-current-edition.md).

export function useEditionTicketTexts<T extends Record<string, { label: string; description: string }>>(
  texts: T,
): T {
  const shown = useEdition();
  return useMemo(
    () => JSON.parse(renamedFor(JSON.stringify(texts), builtEdition, shown)) as T,
    [texts, shown],
  );
}
