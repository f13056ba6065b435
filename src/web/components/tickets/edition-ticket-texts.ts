import { useMemo } from 'react';
import { edition as builtEdition } from '../../../../content/edition';
import type { TicketTypeText } from '../../../../content/tickets';
import type { TicketSalesState } from '../../../contracts/ticket-sales';
import { renamedFor } from '../../../domain/edition-wording';
import { useEdition } from '../../lib/edition/use-edition';

// The ticket types' texts (label, ages, description) of the edition the page shows
// (docs/decisions/082-the-public-site-follows-the-current-edition.md): the current edition's as
// GET /api/tickets/sales gives them (the rendered page carries that answer), or an organiser's preview's,
// so an organiser's edit of them shows here as in the e-mails. Before either answer (a page sent
// unrendered), the texts written in content/tickets.ts for the demo edition, naming the edition the page
// shows: its dates and year where they named the demo's, as a copied edition's own texts do.

type TypeTexts = TicketSalesState['typeTexts'];

export function useEditionTicketTexts<K extends keyof TypeTexts, T extends string>(
  answer: Pick<TicketSalesState, 'typeTexts'> | null | undefined,
  kind: K,
  built: Record<T, TicketTypeText>,
): Record<T, TicketTypeText> {
  const shown = useEdition();
  const answered = answer?.typeTexts[kind] as Record<T, TicketTypeText> | undefined;
  return useMemo(
    () =>
      answered ??
      (JSON.parse(renamedFor(JSON.stringify(built), builtEdition, shown)) as Record<T, TicketTypeText>),
    [answered, built, shown],
  );
}
