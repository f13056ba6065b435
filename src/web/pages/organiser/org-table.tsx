import type { ReactNode } from 'react';

interface OrgTableProps {
  columns: readonly string[];
  /** A last column of buttons, named for screen readers only. */
  actions?: boolean;
  children: ReactNode;
}

/** A dashboard table: one header row of column names; it scrolls sideways on a narrow screen. */
export function OrgTable({ columns, actions = false, children }: OrgTableProps) {
  return (
    <div className="org-table-wrap">
      <table className="org-table">
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
