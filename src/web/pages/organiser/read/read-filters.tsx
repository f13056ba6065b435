import { useId, useState } from 'react';
import { MAX_WIRE_DOLLARS } from '../../../../contracts/money';
import type { ReadFilters } from './use-read-list';

// The read page's toggles (docs/product/read-page.md, "Filters"): which list, and filters that combine.
// Each is a button that stays pressed, big enough for a thumb, and reachable with Tab and Space.

interface ToggleProps {
  pressed: boolean;
  onToggle(): void;
  children: string;
}

function Toggle({ pressed, onToggle, children }: ToggleProps) {
  return (
    <button type="button" className="read-toggle" aria-pressed={pressed} onClick={onToggle}>
      {children}
    </button>
  );
}

/** Dollars as typed ('50', '$12.50'); undefined while the box holds something the server would refuse. */
function typedDollars(text: string): number | undefined {
  const value = Number(text.trim().replace(/^\$/, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > MAX_WIRE_DOLLARS)
    return undefined;
  return Math.round(value * 100) / 100;
}

export function ReadFilterBar({
  filters,
  onChange,
}: {
  filters: ReadFilters;
  onChange(next: ReadFilters): void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(String(filters.largeDollars));
  const set = (change: Partial<ReadFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="read-filters">
      <fieldset className="read-filters__group read-filters__views">
        <legend className="visually-hidden">Which donations</legend>
        <Toggle pressed={filters.view === 'unread'} onToggle={() => set({ view: 'unread' })}>
          To read
        </Toggle>
        <Toggle pressed={filters.view === 'read'} onToggle={() => set({ view: 'read' })}>
          Read
        </Toggle>
      </fieldset>
      <fieldset className="read-filters__group">
        <legend className="visually-hidden">Only donations</legend>
        <Toggle pressed={filters.withMessage} onToggle={() => set({ withMessage: !filters.withMessage })}>
          With message
        </Toggle>
        <Toggle pressed={filters.anonymous} onToggle={() => set({ anonymous: !filters.anonymous })}>
          Anonymous
        </Toggle>
        <Toggle pressed={filters.large} onToggle={() => set({ large: !filters.large })}>
          Large
        </Toggle>
        <span className="read-filters__amount">
          <label htmlFor={`${id}-large`}>at least $</label>
          <input
            id={`${id}-large`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            size={6}
            maxLength={11}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              const dollars = typedDollars(event.target.value);
              // Typing an amount means the host wants that filter on.
              if (dollars !== undefined) set({ largeDollars: dollars, large: true });
            }}
          />
        </span>
      </fieldset>
    </div>
  );
}
