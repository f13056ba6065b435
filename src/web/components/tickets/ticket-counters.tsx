import type { TicketTypeText } from '../../../../content/tickets';
import type { Cents } from '../../../domain/money';
import { formatUsd } from '../../../domain/money';
import { counterMax } from '../../../domain/tickets/counts';
import { TicketCounter } from './ticket-counter';

export interface TicketCountersProps<T extends string> {
  types: readonly T[];
  counts: Readonly<Record<T, number>>;
  prices: Readonly<Record<T, Cents>>;
  texts: Readonly<Record<T, TicketTypeText>>;
  onChange(counts: Record<T, number>): void;
  /** The first counter's field id: where 'Must purchase at least one ticket.' takes the buyer. */
  firstInputId?: string;
}

/** One counter per ticket type, in the order the names list follows. */
export function TicketCounters<T extends string>({
  types,
  counts,
  prices,
  texts,
  onChange,
  firstInputId,
}: TicketCountersProps<T>) {
  return (
    <div className="ticket-counters">
      {types.map((type, index) => (
        <TicketCounter
          key={type}
          inputId={index === 0 ? firstInputId : undefined}
          label={texts[type].label}
          ages={texts[type].ages}
          description={texts[type].description}
          price={formatUsd(prices[type])}
          value={counts[type]}
          max={counterMax(counts, type)}
          onChange={(value) => onChange({ ...counts, [type]: value })}
        />
      ))}
    </div>
  );
}
