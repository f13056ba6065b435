import type { ReactNode } from 'react';

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

/** A dashboard table: one header row of column names; it scrolls sideways on a narrow screen. */
export function OrgTable({ columns, actions = false, caption, variant, children }: OrgTableProps) {
  return (
    <div className={variant ? `org-table-wrap ${variant}-wrap` : 'org-table-wrap'}>
      <table className={variant ? `org-table ${variant}` : 'org-table'}>
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
