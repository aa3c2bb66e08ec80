import type { ReactNode } from "react";
import { secondaryButtonClass } from "./styles";

// The one table layout every list uses: scrolls sideways on narrow screens, a header row of column headers.
export const cellClass = "py-2 pr-4";
export const rowClass = "border-b border-slate-200 dark:border-slate-800";
export const topRowClass = "border-b border-slate-200 align-top dark:border-slate-800";

/** Formats an ISO timestamp as "YYYY-MM-DD HH:MM:SS" (UTC as given), the tables' date column. */
export const utcText = (iso: string, length = 19) => iso.slice(0, length).replace("T", " ");

interface DataTableProps {
  /** Read by screen readers only; the page's heading already names the table for sighted users. */
  caption?: string;
  /** Column headers, in order; a node for headers that are not plain text. */
  columns: readonly ReactNode[];
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}

export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b border-slate-300 dark:border-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th key={typeof column === "string" ? column : index} scope="col" className={cellClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The button under a paged list that fetches its next page (shown while there is one). */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      onClick={() => query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? "Loading…" : "Load more"}
    </button>
  );
}
