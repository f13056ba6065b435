import { type ReactNode, useLayoutEffect, useRef } from 'react';

interface OrgTableProps {
  columns: readonly string[];
  /** A last column of buttons, named for screen readers only. */
  actions?: boolean;
  /** Said to screen readers before the table. */
  caption?: string;
  /** A modifier of the table's own styles (the attendee list stacks its rows on a phone). */
  variant?: string;
  children: ReactNode;
}

/**
 * A dashboard table: one header row of column names. Under 600 px each row becomes a card that names
 * each value by its column (organiser-page.css), from the data-label written here into every cell that
 * has none of its own, so no caller has to repeat its column names.
 */
export function OrgTable({ columns, actions = false, caption, variant, children }: OrgTableProps) {
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const names = [...columns, ...(actions ? [''] : [])];
    for (const row of table.current?.tBodies[0]?.rows ?? []) {
      for (const [index, cell] of [...row.cells].entries()) {
        if (!cell.hasAttribute('data-label') && names[index]) cell.setAttribute('data-label', names[index]);
      }
    }
  });
  return (
    <div className={variant ? `org-table-wrap ${variant}-wrap` : 'org-table-wrap'}>
      <table ref={table} className={variant ? `org-table ${variant}` : 'org-table'}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
