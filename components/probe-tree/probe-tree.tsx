"use client";
// The probe report viewer: a virtualized tree (tree-rows.tsx) with raw values and their `$annotation` text
// side by side, search that filters and highlights (tree-search.ts), the keyboard of a tree view
// (tree-keyboard.ts), copy, download (tree-toolbar.tsx), deep links (#node=<JSON path>), and, given two
// reports, their differences.
import { useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { mutedTextClass } from "@/components/ui/styles";
import { treeKeyAction } from "./tree-keyboard";
import { buildTree, locate, type TreeNode } from "./tree-model";
import { TreeRows } from "./tree-rows";
import { filterRows, filtering, normalizeQuery } from "./tree-search";
import { NodeActions, TreeToolbar } from "./tree-toolbar";

interface ProbeTreeProps {
  /** One report, or two to compare (first, second). */
  reports: readonly [unknown] | readonly [unknown, unknown];
  names: readonly string[];
}

const initiallyExpanded = (nodes: readonly TreeNode[]) =>
  new Set(nodes.filter((n) => n.container && n.depth < 2).map((n) => n.index));

export function ProbeTree({ reports, names }: ProbeTreeProps) {
  const nodes = useMemo(() => buildTree(reports), [reports]);
  const comparing = reports.length === 2;
  const [expanded, setExpanded] = useState(() => initiallyExpanded(nodes));
  const [search, setSearch] = useState("");
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState("");
  const filter = { query: normalizeQuery(search), onlyDifferences };
  const { query } = filter;
  const { rows, matchCount } = useMemo(
    () => filterRows(nodes, expanded, { query, onlyDifferences }),
    [nodes, expanded, query, onlyDifferences],
  );
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

  const toggle = (index: number, open = !expanded.has(index)) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(index);
      else next.delete(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const action = treeKeyAction(event.key, {
      node: activeNode,
      activeRow,
      rowCount: rows.length,
      expanded,
      searching: Boolean(query),
    });
    if (!action) return;
    event.preventDefault();
    if (action.kind === "move") setActive(rows[action.row]!);
    else if (action.kind === "toggle") toggle(action.index, action.open);
    else if (action.kind === "select") setActive(action.index);
  };
  const onRowClick = (node: TreeNode) => {
    setActive(node.index);
    if (node.container && !filtering(filter)) toggle(node.index);
  };

  return (
    <div className="space-y-3">
      <TreeToolbar
        reports={reports}
        names={names}
        search={search}
        onSearch={setSearch}
        onExpandAll={() => setExpanded(new Set(nodes.filter((n) => n.container).map((n) => n.index)))}
        onCollapseAll={() => setExpanded(new Set([0]))}
        onlyDifferences={comparing ? { checked: onlyDifferences, onChange: setOnlyDifferences } : undefined}
      />
      <p className={mutedTextClass} role="status" aria-live="polite" data-testid="tree-status">
        {nodes.length.toLocaleString("en")} fields
        {query && ` · ${matchCount.toLocaleString("en")} matching “${search.trim()}”`}
        {comparing && ` · ${nodes.filter((n) => !n.container && n.diff !== "same").length} differences`}
        {notice && ` · ${notice}`}
      </p>
      <NodeActions reports={reports} nodes={nodes} node={activeNode} onNotice={setNotice} />
      <TreeRows
        nodes={nodes}
        rows={rows}
        names={names}
        comparing={comparing}
        active={activeNode}
        follow={active}
        isOpen={(node) => expanded.has(node.index) || filtering(filter)}
        query={query}
        onRowClick={onRowClick}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
