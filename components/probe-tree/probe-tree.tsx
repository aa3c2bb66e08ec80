"use client";
// The probe report viewer: a virtualized tree (10,000 nodes stay smooth) with raw values and their
// `$annotation` text side by side, search that filters and highlights, copy, download, deep links
// (#node=<JSON path>), and, given two reports, their differences.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { inputClass, labelClass, mutedTextClass, secondaryButtonClass } from "@/components/ui/styles";
import { Highlight } from "./highlight";
import { buildTree, locate, valueAt, visibleRows, type Diff, type TreeNode } from "./tree-model";

const ROW_HEIGHT = 28;
const COLUMNS = "minmax(10rem,1.2fr) 1fr 1fr";
const DIFF_STYLE: Record<Diff, string> = {
  same: "",
  changed: "bg-amber-100 dark:bg-amber-950",
  added: "bg-green-100 dark:bg-green-950",
  removed: "bg-red-100 dark:bg-red-950",
};

interface ProbeTreeProps {
  /** One report, or two to compare (first, second). */
  reports: readonly [unknown] | readonly [unknown, unknown];
  names: readonly string[];
}

const initiallyExpanded = (nodes: readonly TreeNode[]) => new Set(nodes.filter((n) => n.container && n.depth < 2).map((n) => n.index));

export function ProbeTree({ reports, names }: ProbeTreeProps) {
  const nodes = useMemo(() => buildTree(reports), [reports]);
  const comparing = reports.length === 2;
  const [expanded, setExpanded] = useState(() => initiallyExpanded(nodes));
  const [search, setSearch] = useState("");
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState("");
  const query = search.trim().toLowerCase();

  const { rows, matchCount } = useMemo(() => {
    if (!query && !onlyDifferences) return { rows: visibleRows(nodes, expanded), matchCount: 0 };
    let count = 0;
    const matches = (node: TreeNode) => {
      const found = (!query || node.text.includes(query)) && (!onlyDifferences || (!node.container && node.diff !== "same"));
      if (found) count++;
      return found;
    };
    return { rows: visibleRows(nodes, expanded, matches), matchCount: count };
  }, [nodes, expanded, query, onlyDifferences]);

  const scroller = useRef<HTMLDivElement>(null);
  // The project does not run the React Compiler, so the virtualizer's unmemoizable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const activeRow = Math.max(0, rows.indexOf(active));
  const activeNode = nodes[rows[activeRow] ?? 0]!;

  // Deep links: #node=<JSON path> opens the path to the node, selects it and scrolls to it.
  useEffect(() => {
    const follow = () => {
      const path = new URLSearchParams(window.location.hash.slice(1)).get("node");
      const found = path ? locate(nodes, path) : undefined;
      if (!found) return;
      setSearch("");
      setExpanded((open) => new Set([...open, ...found.ancestors]));
      setActive(found.index);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [nodes]);
  useEffect(() => {
    if (rows.includes(active)) virtualizer.scrollToIndex(rows.indexOf(active), { align: "auto" });
  }, [active, rows, virtualizer]);

  const toggle = (index: number, open = !expanded.has(index)) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(index);
      else next.delete(index);
      return next;
    });
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setNotice(`Copied the ${what}.`);
    } catch {
      setNotice(`The browser refused to copy the ${what}.`);
    }
  };
  const linkTo = (node: TreeNode) => {
    const url = new URL(window.location.href);
    url.hash = `node=${encodeURIComponent(node.path)}`;
    window.history.replaceState(null, "", url);
    void copy(url.toString(), "link to this node");
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const node = activeNode;
    const move = (row: number) => setActive(rows[Math.min(rows.length - 1, Math.max(0, row))]!);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeRow + 1),
      ArrowUp: () => move(activeRow - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      PageDown: () => move(activeRow + 20),
      PageUp: () => move(activeRow - 20),
      ArrowRight: () => (node.container && !expanded.has(node.index) && !query ? toggle(node.index, true) : move(activeRow + 1)),
      ArrowLeft: () => (node.container && expanded.has(node.index) && !query ? toggle(node.index, false) : node.parent !== -1 && setActive(node.parent)),
      Enter: () => node.container && toggle(node.index),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className={labelClass}>
          Search keys and values
          <input type="search" className={`${inputClass} mt-1 w-72`} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="button" className={secondaryButtonClass} onClick={() => setExpanded(new Set(nodes.filter((n) => n.container).map((n) => n.index)))}>
          Expand all
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => setExpanded(new Set([0]))}>
          Collapse all
        </button>
        {comparing && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
            Only differences
          </label>
        )}
        {reports.map((report, side) => (
          <button key={side} type="button" className={secondaryButtonClass} onClick={() => downloadJson(report, names[side] ?? "report")}>
            Download {comparing ? `${names[side]} ` : ""}JSON
          </button>
        ))}
      </div>
      <p className={mutedTextClass} role="status" aria-live="polite" data-testid="tree-status">
        {nodes.length.toLocaleString("en")} fields{query && ` · ${matchCount.toLocaleString("en")} matching “${search.trim()}”`}
        {comparing && ` · ${nodes.filter((n) => !n.container && n.diff !== "same").length} differences`}
        {notice && ` · ${notice}`}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          Selected: <code className="break-all" data-testid="selected-path">{activeNode.path}</code>
        </span>
        <button type="button" className={secondaryButtonClass} onClick={() => copy(valueAt(reports[comparing && activeNode.values[0] === undefined ? 1 : 0], activeNode, nodes), "value")}>
          Copy value
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => copy(activeNode.path, "JSON path")}>
          Copy path
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => linkTo(activeNode)}>
          Link to this node
        </button>
      </div>
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
        aria-activedescendant={`node-${activeNode.index}`}
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
              const open = node.container && (expanded.has(node.index) || Boolean(query) || onlyDifferences);
              return (
                <div
                  key={node.index}
                  id={`node-${node.index}`}
                  role="treeitem"
                  aria-level={node.depth + 1}
                  aria-expanded={node.container ? open : undefined}
                  aria-selected={node.index === activeNode.index}
                  data-path={node.path}
                  data-diff={node.diff}
                  onClick={() => {
                    setActive(node.index);
                    if (node.container && !query && !onlyDifferences) toggle(node.index);
                  }}
                  className={`absolute inset-x-0 grid cursor-default items-center border-b border-slate-100 dark:border-slate-800 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-blue-600 ${DIFF_STYLE[node.diff ?? "same"]}`}
                  style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)`, gridTemplateColumns: COLUMNS }}
                >
                  <span className="truncate px-2" style={{ paddingLeft: 8 + node.depth * 14 }}>
                    <span aria-hidden="true" className="inline-block w-3 text-slate-500">
                      {node.container ? (open ? "▾" : "▸") : ""}
                    </span>
                    <Highlight text={node.label} query={query} />
                    {node.diff && node.diff !== "same" && <span className="ml-1 font-sans text-[10px] uppercase">({node.diff})</span>}
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
            })}
          </div>
        )}
      </div>
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

function downloadJson(report: unknown, name: string) {
  const blob = new Blob([JSON.stringify(report, null, 2)], { type: "application/json" });
  const link = Object.assign(document.createElement("a"), { href: URL.createObjectURL(blob), download: `${name.replace(/\.json$/i, "")}.probe.json` });
  link.click();
  URL.revokeObjectURL(link.href);
}
