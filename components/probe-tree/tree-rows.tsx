"use client";
// The tree's rows, virtualized (10,000 nodes stay smooth): the column header, then one treeitem per shown
// row with its field, raw value and `$annotation` text (or, comparing, each report's value), highlighted
// where the search matches and coloured by difference.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { Highlight } from "./highlight";
import type { Diff, TreeNode } from "./tree-model";

const ROW_HEIGHT = 28;
const COLUMNS = "minmax(10rem,1.2fr) 1fr 1fr";
const DIFF_STYLE: Record<Diff, string> = {
  same: "",
  changed: "bg-amber-100 dark:bg-amber-950",
  added: "bg-green-100 dark:bg-green-950",
  removed: "bg-red-100 dark:bg-red-950",
};

interface TreeRowsProps {
  nodes: readonly TreeNode[];
  rows: readonly number[];
  names: readonly string[];
  comparing: boolean;
  /** The node shown selected (the first row when the selected node is filtered out). */
  active: TreeNode;
  /** The selected node's index: the rows scroll to it whenever it is shown. */
  follow: number;
  /** Whether a branch shows open (search and the differences filter show every branch open). */
  isOpen: (node: TreeNode) => boolean;
  /** The lower-cased search text to highlight. */
  query: string;
  onRowClick: (node: TreeNode) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export function TreeRows({
  nodes,
  rows,
  names,
  comparing,
  active,
  follow,
  isOpen,
  query,
  onRowClick,
  onKeyDown,
}: TreeRowsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The project does not run the React Compiler, so the virtualizer's unmemoizable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  useEffect(() => {
    if (rows.includes(follow)) virtualizer.scrollToIndex(rows.indexOf(follow), { align: "auto" });
  }, [follow, rows, virtualizer]);

  return (
    <>
      <div
        className="grid border-b border-slate-300 text-xs font-medium dark:border-slate-700"
        style={{ gridTemplateColumns: COLUMNS }}
        aria-hidden="true"
      >
        <span className="px-2 py-1">Field</span>
        <span className="px-2 py-1">{comparing ? names[0] : "Raw value"}</span>
        <span className="px-2 py-1">{comparing ? names[1] : "Annotation"}</span>
      </div>
      <div
        ref={scroller}
        role="tree"
        aria-label={comparing ? `Comparison of ${names.join(" and ")}` : `Probe report ${names[0] ?? ""}`}
        aria-activedescendant={`node-${active.index}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="h-[65vh] overflow-auto rounded-md border border-slate-300 font-mono text-xs focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700"
      >
        {rows.length === 0 ? (
          <p className="p-3 font-sans text-sm">Nothing matches.</p>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
            {virtualizer.getVirtualItems().map((item) => {
              const node = nodes[rows[item.index]!]!;
              return (
                <TreeRow
                  key={node.index}
                  node={node}
                  open={node.container && isOpen(node)}
                  selected={node.index === active.index}
                  top={item.start}
                  comparing={comparing}
                  query={query}
                  onClick={() => onRowClick(node)}
                />
              );
            })}
          </div>
        )}
      </div>
    </>
  );
}

interface TreeRowProps {
  node: TreeNode;
  open: boolean;
  selected: boolean;
  /** Offset from the top of the scrolled content, in pixels. */
  top: number;
  comparing: boolean;
  query: string;
  onClick: () => void;
}

function TreeRow({ node, open, selected, top, comparing, query, onClick }: TreeRowProps) {
  return (
    <div
      id={`node-${node.index}`}
      role="treeitem"
      aria-level={node.depth + 1}
      aria-expanded={node.container ? open : undefined}
      aria-selected={selected}
      data-path={node.path}
      data-diff={node.diff}
      onClick={onClick}
      className={`absolute inset-x-0 grid cursor-default items-center border-b border-slate-100 dark:border-slate-800 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-blue-600 ${DIFF_STYLE[node.diff ?? "same"]}`}
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)`, gridTemplateColumns: COLUMNS }}
    >
      <span className="truncate px-2" style={{ paddingLeft: 8 + node.depth * 14 }}>
        <span aria-hidden="true" className="inline-block w-3 text-slate-500">
          {node.container ? (open ? "▾" : "▸") : ""}
        </span>
        <Highlight text={node.label} query={query} />
        {node.diff && node.diff !== "same" && (
          <span className="ml-1 font-sans text-[10px] uppercase">({node.diff})</span>
        )}
      </span>
      {comparing ? (
        <>
          <Cell value={node.values[0]} annotation={node.annotations[0]} query={query} />
          <Cell value={node.values[1]} annotation={node.annotations[1]} query={query} />
        </>
      ) : (
        <>
          <Cell value={node.values[0]} query={query} />
          <span className="truncate px-2 font-sans text-slate-700 dark:text-slate-300" title={node.annotations[0]}>
            {node.annotations[0] && <Highlight text={node.annotations[0]} query={query} />}
          </span>
        </>
      )}
    </div>
  );
}

function Cell({ value, annotation, query }: { value?: string; annotation?: string; query: string }) {
  return (
    <span className="truncate px-2" title={[value, annotation].filter(Boolean).join(" · ")}>
      {value === undefined ? <span className="text-slate-500">—</span> : <Highlight text={value} query={query} />}
      {annotation && (
        <span className="ml-2 font-sans text-slate-700 dark:text-slate-300">
          <Highlight text={annotation} query={query} />
        </span>
      )}
    </span>
  );
}
