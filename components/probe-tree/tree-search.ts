// Search and the "only differences" filter: which rows of the tree are shown, and how many nodes match.
import { visibleRows, type TreeNode } from "./tree-model";

export interface TreeFilter {
  /** The search text, trimmed and lower-cased (node.text is lower-case). Empty: no search. */
  query: string;
  /** When comparing: only fields whose value differs (and their ancestors). */
  onlyDifferences: boolean;
}

/** The search text as the tree matches it: case-insensitive, surrounding spaces ignored. */
export const normalizeQuery = (search: string) => search.trim().toLowerCase();

/** A filter hides nothing when neither a query nor "only differences" is set. */
export const filtering = ({ query, onlyDifferences }: TreeFilter) => Boolean(query) || onlyDifferences;

/** The rows to show, in tree order: the expanded tree, or while filtering the matches and their ancestors. */
export function filterRows(
  nodes: readonly TreeNode[],
  expanded: ReadonlySet<number>,
  filter: TreeFilter,
): { rows: number[]; matchCount: number } {
  if (!filtering(filter)) return { rows: visibleRows(nodes, expanded), matchCount: 0 };
  const { query, onlyDifferences } = filter;
  let matchCount = 0;
  const matches = (node: TreeNode) => {
    const found =
      (!query || node.text.includes(query)) && (!onlyDifferences || (!node.container && node.diff !== "same"));
    if (found) matchCount++;
    return found;
  };
  return { rows: visibleRows(nodes, expanded, matches), matchCount };
}
