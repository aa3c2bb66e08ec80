"use client";
// The tree's controls: search, expand and collapse, the differences filter and, when comparing, the two
// reports' downloads above the tree; the selected node's path with copy and link buttons below them.
import { inputClass, labelClass, secondaryButtonClass } from "@/components/ui/styles";
import { valueAt, type TreeNode } from "./tree-model";

interface TreeToolbarProps {
  reports: readonly unknown[];
  names: readonly string[];
  search: string;
  onSearch: (search: string) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  /** Shown only when comparing two reports. */
  onlyDifferences?: { checked: boolean; onChange: (checked: boolean) => void };
}

export function TreeToolbar({
  reports,
  names,
  search,
  onSearch,
  onExpandAll,
  onCollapseAll,
  onlyDifferences,
}: TreeToolbarProps) {
  const comparing = reports.length === 2;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className={labelClass}>
        Search keys and values
        <input
          type="search"
          className={`${inputClass} mt-1 w-72`}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </label>
      <button type="button" className={secondaryButtonClass} onClick={onExpandAll}>
        Expand all
      </button>
      <button type="button" className={secondaryButtonClass} onClick={onCollapseAll}>
        Collapse all
      </button>
      {onlyDifferences && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={onlyDifferences.checked}
            onChange={(e) => onlyDifferences.onChange(e.target.checked)}
          />
          Only differences
        </label>
      )}
      {/* One report is downloaded from its exports (report-text-actions.tsx); two compared, from here. */}
      {comparing &&
        reports.map((report, side) => (
          <button
            key={side}
            type="button"
            className={secondaryButtonClass}
            onClick={() => downloadJson(report, names[side] ?? "report")}
          >
            Download {names[side]} JSON
          </button>
        ))}
    </div>
  );
}

interface NodeActionsProps {
  reports: readonly unknown[];
  nodes: readonly TreeNode[];
  node: TreeNode;
  /** Says what was copied, or that the browser refused. */
  onNotice: (notice: string) => void;
}

/** The selected node: its JSON path, and buttons that copy its value, its path or a deep link to it. */
export function NodeActions({ reports, nodes, node, onNotice }: NodeActionsProps) {
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      onNotice(`Copied the ${what}.`);
    } catch {
      onNotice(`The browser refused to copy the ${what}.`);
    }
  };
  const linkTo = () => {
    const url = new URL(window.location.href);
    // The hash may also say which report the page shows (a job's, components/jobs/shown-reports.ts): kept.
    const params = new URLSearchParams(url.hash.slice(1));
    params.set("node", node.path);
    url.hash = params.toString();
    window.history.replaceState(null, "", url);
    void copy(url.toString(), "link to this node");
  };
  // A node only the second report has takes its value from that report.
  const side = reports.length === 2 && node.values[0] === undefined ? 1 : 0;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span>
        Selected:{" "}
        <code className="break-all" data-testid="selected-path">
          {node.path}
        </code>
      </span>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => copy(valueAt(reports[side], node, nodes), "value")}
      >
        Copy value
      </button>
      <button type="button" className={secondaryButtonClass} onClick={() => copy(node.path, "JSON path")}>
        Copy path
      </button>
      <button type="button" className={secondaryButtonClass} onClick={linkTo}>
        Link to this node
      </button>
    </div>
  );
}

/** The report as its JSON file, `<name>.probe.json`. */
export function downloadJson(report: unknown, name: string) {
  const blob = new Blob([JSON.stringify(report, null, 2)], { type: "application/json" });
  const link = Object.assign(document.createElement("a"), {
    href: URL.createObjectURL(blob),
    download: `${name.replace(/\.json$/i, "")}.probe.json`,
  });
  link.click();
  URL.revokeObjectURL(link.href);
}
