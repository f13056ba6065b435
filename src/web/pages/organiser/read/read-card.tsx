import type { ReadItem, ReadView } from '../../../../contracts/read-page';
import { dollarsToCents, formatUsd } from '../../../../domain/money';
import { formatWholeNumber } from '../../../../domain/whole-numbers';
import { useOrganiserTimes } from '../organiser-time';

// One donation as a host reads it aloud (docs/product/read-page.md): who, how much, for what, the
// message in large type, and the two buttons at the card's foot, where a thumb holding a tablet reaches.
// The buttons stay enabled while a mark is sent (a disabled button drops the keyboard's focus); a second
// press asks for the same state, which the server takes as no change.

/** 'about 8 s to read', 'about 1 min 20 s to read'. */
function readingTimeText(seconds: number): string {
  if (seconds < 60) return `about ${seconds} s to read`;
  const rest = seconds % 60;
  return `about ${Math.floor(seconds / 60)} min${rest > 0 ? ` ${rest} s` : ''} to read`;
}

/** '$20.00', or a cheer's '100 bits'. */
export const amountText = (item: Pick<ReadItem, 'amount' | 'bits'>) =>
  item.bits === null ? formatUsd(dollarsToCents(item.amount)) : `${formatWholeNumber(item.bits)} bits`;

// Times as the desk reads them over one weekend: 'Sat 10:32 AM EDT', in Boston time on every tablet.

interface ReadCardProps {
  item: ReadItem;
  view: ReadView;
  busy: boolean;
  onMark(body: { read?: boolean; pinned?: boolean }): void;
}

export function ReadCard({ item, view, busy, onMark }: ReadCardProps) {
  const nameId = `read-${item.id}-name`;
  const times = useOrganiserTimes();
  const { incentive } = item;
  return (
    <article
      className={`read-card${item.pinned && view === 'unread' ? ' read-card--pinned' : ''}`}
      aria-labelledby={nameId}
      data-donation={item.id}
      aria-busy={busy || undefined}
    >
      <header className="read-card__top">
        <h2 id={nameId} className="read-card__name">
          {item.name}
        </h2>
        <p className="read-card__amount">{amountText(item)}</p>
      </header>
      {item.pinned && view === 'unread' && <p className="read-card__pinned">Pinned</p>}
      {incentive && (
        <p className="read-card__for">
          For:{' '}
          {incentive.parentTitle ? (
            <>
              {incentive.parentTitle} <span aria-hidden="true">→</span> <strong>{incentive.title}</strong>
            </>
          ) : (
            <strong>{incentive.title}</strong>
          )}
        </p>
      )}
      {item.message.trim() !== '' ? (
        <p className="read-card__message">{item.message}</p>
      ) : (
        <p className="read-card__no-message">No message</p>
      )}
      <p className="read-card__meta">
        <time dateTime={item.time}>{times.short(item.time)}</time> · {readingTimeText(item.readingSeconds)}
        {item.read && (
          <>
            {' '}
            · Read at <time dateTime={item.read}>{times.short(item.read)}</time>
          </>
        )}
      </p>
      <div className="read-card__actions">
        {view === 'unread' ? (
          <>
            <button
              type="button"
              className="button read-button"
              onClick={() => onMark({ pinned: !item.pinned })}
            >
              {item.pinned ? 'Unpin' : 'Pin'}
            </button>
            <button
              type="button"
              className="button button--primary read-button read-button--main"
              onClick={() => onMark({ read: true })}
            >
              Mark read
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button read-button read-button--main"
            onClick={() => onMark({ read: false })}
          >
            Mark unread
          </button>
        )}
      </div>
    </article>
  );
}
