import { useState } from 'react';
import type { BadgeRecord } from '../../../contracts/organiser';
import { Card } from '../../components/card';
import { type BadgeSort, badgeColumns, badgesCsv, nextSort, sortBadges } from './badge-table';
import { CsvDownloadButton } from './csv-download';

const ticketLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** The badge list: a sortable table on screen, cut-out cards on paper (see organiser-print.css). */
export function BadgeList({ badges }: { badges: readonly BadgeRecord[] }) {
  const [sort, setSort] = useState<BadgeSort>({ column: 'names', direction: 'ascending' });
  const sorted = sortBadges(badges, sort);
  const refunded = badges.filter((badge) => badge.refunded).length;
  // A badge of an order refunded in full admits nobody: listed (so the desk can tell), never printed.
  const printable = sorted.filter((badge) => !badge.refunded);
  return (
    <Card
      id="org-badges-heading"
      level={2}
      heading={
        <>
          Badge list{' '}
          <span className="org-hint">
            ({badges.length}
            {refunded > 0 ? `, ${refunded} refunded` : ''})
          </span>
        </>
      }
      className="badge-panel"
    >
      <div className="org-actions org-no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          Print badges
        </button>
        <CsvDownloadButton csv={() => badgesCsv(sorted)} filename="badges.csv" empty={badges.length === 0} />
      </div>
      {badges.length === 0 ? (
        <p>No badges yet: nobody has bought an in-person ticket.</p>
      ) : (
        <>
          <div className="org-table-wrap org-no-print">
            <table className="org-table">
              <caption className="visually-hidden">Badges, sorted by {sort.column}</caption>
              <thead>
                <tr>
                  {badgeColumns.map(({ column, label }) => (
                    <th key={column} scope="col" aria-sort={sort.column === column ? sort.direction : 'none'}>
                      <button
                        type="button"
                        className="org-sort"
                        onClick={() => setSort(nextSort(sort, column))}
                      >
                        {label}
                        <span aria-hidden="true">
                          {sort.column === column ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                        </span>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sorted.map((badge) => (
                  <tr key={badge.code} className={badge.refunded ? 'org-refunded' : undefined}>
                    <td className="org-code">{badge.code}</td>
                    <td className="org-free">{badge.names}</td>
                    <td>{ticketLabel(badge.ticketType)}</td>
                    <td>{badge.lateRegistrant ? 'Yes' : 'No'}</td>
                    <td>
                      {badge.refunded ? (
                        <strong className="org-warning">Refunded</strong>
                      ) : badge.disputed ? (
                        <strong className="org-warning">Disputed</strong>
                      ) : (
                        'No'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="badge-cards" aria-hidden="true">
            {printable.map((badge) => (
              <li key={badge.code} className="badge-card">
                <span className="badge-card__name">{badge.names}</span>
                <span className="badge-card__type">{ticketLabel(badge.ticketType)}</span>
                <span className="badge-card__code">{badge.code}</span>
                {badge.lateRegistrant && <span className="badge-card__late">Late registrant</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
