import { useId, useState } from 'react';
import { editionListSchema } from '../../../contracts/editions';
import { useOrganiserData } from './organiser-api';

// The Orders section shows one edition's ticket orders, refunds, badges and attendees
// (docs/product/organisers.md, "Editions"): the current one until the organiser chooses another, so
// after a switch its lists start empty and last year's stay one choice away.

interface EditionOption {
  id: number;
  year: number;
  name: string;
  current: boolean;
}

export interface EditionChoice {
  /** Every edition, newest year first (as the server lists them); empty until they are read. */
  editions: readonly EditionOption[];
  /** The edition shown; undefined until the list is read. */
  shown: EditionOption | undefined;
  /** What the lists' reads take: nothing for the current edition (the server's default), else its id. */
  input: { edition?: number };
  choose(id: number): void;
  error: string | null;
}

export function useEditionChoice(pass: string, version: number): EditionChoice {
  const list = useOrganiserData('/api/organiser/editions/list', pass, editionListSchema, version);
  // null: whichever edition is current, also after a switch made meanwhile.
  const [chosen, setChosen] = useState<number | null>(null);
  const editions = list.data?.editions ?? [];
  const current = editions.find((edition) => edition.current);
  const shown = editions.find((edition) => edition.id === chosen) ?? current;
  return {
    editions,
    shown,
    input: chosen === null || chosen === current?.id ? {} : { edition: chosen },
    choose: (id) => setChosen(id === current?.id ? null : id),
    error: list.error,
  };
}

/** "Grid Gathering 2025 (current)": the name, and the year after it when the name does not say it. */
function editionLabel(edition: EditionOption): string {
  const name = edition.name.includes(String(edition.year)) ? edition.name : `${edition.name} ${edition.year}`;
  return edition.current ? `${name} (current)` : name;
}

/** The "Edition" select above the lists it governs. */
export function EditionSelect({ choice }: { choice: EditionChoice }) {
  const id = useId();
  return (
    <div className="card org-no-print org-form org-edition-choice">
      <label htmlFor={`${id}-edition`}>Edition</label>
      <p className="field-hint" id={`${id}-edition-hint`}>
        Ticket orders, refunds, the badge list and attendees below are this edition’s. Check-in and the
        waiting list are always the current edition’s.
      </p>
      <select
        id={`${id}-edition`}
        aria-describedby={`${id}-edition-hint`}
        value={choice.shown?.id ?? ''}
        disabled={choice.editions.length === 0}
        onChange={(event) => choice.choose(Number(event.target.value))}
      >
        {choice.editions.length === 0 && <option value="">Current edition</option>}
        {choice.editions.map((edition) => (
          <option key={edition.id} value={edition.id}>
            {editionLabel(edition)}
          </option>
        ))}
      </select>
      {choice.error && <p className="org-status org-status--error">{choice.error}</p>}
    </div>
  );
}
