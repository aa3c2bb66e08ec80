// A probe report (any JSON) as a flat, pre-order list of nodes, which is what a virtualized tree
// renders. `$annotation` objects are not nodes: their text sits beside the field they describe.
// Given two reports, the nodes are their union, each marked same, changed, added or removed.

export type Diff = "same" | "changed" | "added" | "removed";

export interface TreeNode {
  index: number;
  /** JSON path, e.g. $.video[0].sample_rate.numerator: the node's address in deep links. */
  path: string;
  key: string;
  /** What the tree shows: the key, or for an array item its array's label and index (`video[0]`). */
  label: string;
  depth: number;
  parent: number;
  /** Index after the node's last descendant. */
  end: number;
  container: boolean;
  /** Raw value (JSON text of a primitive, or a summary of a container), per report. */
  values: [string | undefined, string | undefined];
  /** The `$annotation` text for this field, per report. */
  annotations: [string | undefined, string | undefined];
  diff?: Diff;
  /** Lower-case key, values and annotations, for search. */
  text: string;
}

type Json = unknown;
const isContainer = (value: Json): value is Record<string, Json> | Json[] =>
  typeof value === "object" && value !== null;

function summary(value: Json): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return `[${value.length} item${value.length === 1 ? "" : "s"}]`;
  if (isContainer(value)) {
    const keys = Object.keys(value).filter((key) => key !== "$annotation").length;
    return `{${keys} key${keys === 1 ? "" : "s"}}`;
  }
  return JSON.stringify(value);
}

function childKeys(a: Json, b: Json): (string | number)[] {
  if (Array.isArray(a) || Array.isArray(b)) {
    const length = Math.max(Array.isArray(a) ? a.length : 0, Array.isArray(b) ? b.length : 0);
    return Array.from({ length }, (_, i) => i);
  }
  const keys = new Set<string>();
  for (const side of [a, b])
    if (isContainer(side)) for (const key of Object.keys(side)) if (key !== "$annotation") keys.add(key);
  return [...keys];
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const childPath = (path: string, key: string | number) =>
  typeof key === "number"
    ? `${path}[${key}]`
    : IDENTIFIER.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;

function annotationOf(parent: Json, key: string | number): string | undefined {
  if (!isContainer(parent) || Array.isArray(parent)) return undefined;
  const annotations = parent.$annotation;
  const text = isContainer(annotations) && !Array.isArray(annotations) ? annotations[String(key)] : undefined;
  return typeof text === "string" ? text : undefined;
}

const child = (value: Json, key: string | number): Json =>
  isContainer(value) ? (value as Record<string, Json>)[key] : undefined;

/** Flattens one report, or the union of two with differences marked. */
export function buildTree(reports: readonly [Json] | readonly [Json, Json]): TreeNode[] {
  const comparing = reports.length === 2;
  const [first, second] = reports;
  const nodes: TreeNode[] = [];
  const visit = (
    a: Json,
    b: Json,
    key: string,
    label: string,
    path: string,
    depth: number,
    parent: number,
    annotations: TreeNode["annotations"],
  ): Diff => {
    const index = nodes.length;
    const container = isContainer(a) || isContainer(b);
    const values: TreeNode["values"] = [summary(a), summary(b)];
    const node: TreeNode = {
      index,
      path,
      key,
      label,
      depth,
      parent,
      end: index + 1,
      container,
      values,
      annotations,
      text: "",
    };
    nodes.push(node);
    let diff: Diff = a === undefined ? "added" : b === undefined ? "removed" : "same";
    if (container) {
      for (const k of childKeys(a, b)) {
        const childLabel = typeof k === "number" ? `${label}[${k}]` : k;
        const childDiff = visit(child(a, k), child(b, k), String(k), childLabel, childPath(path, k), depth + 1, index, [
          annotationOf(a, k),
          annotationOf(b, k),
        ]);
        if (childDiff !== "same" && diff === "same") diff = "changed";
      }
    } else if (diff === "same" && (values[0] !== values[1] || annotations[0] !== annotations[1])) {
      diff = "changed";
    }
    node.end = nodes.length;
    if (comparing) node.diff = diff;
    node.text = [label, ...(container ? [] : values), ...annotations].filter(Boolean).join("\u0000").toLowerCase();
    return diff;
  };
  visit(first, comparing ? second : first, "$", "$", "$", 0, -1, [undefined, undefined]);
  if (!comparing) for (const node of nodes) node.values[1] = node.annotations[1] = undefined;
  return nodes;
}

/**
 * The rows to show: with no filter, every node whose ancestors are all expanded; with a filter,
 * the matching nodes and their ancestors (so every match is shown in place, its path open), and
 * everything inside a matching container (it is drawn open, so its content is shown).
 */
export function visibleRows(
  nodes: readonly TreeNode[],
  expanded: ReadonlySet<number>,
  matches?: (node: TreeNode) => boolean,
): number[] {
  const rows: number[] = [];
  if (!matches) {
    for (let i = 0; i < nodes.length;) {
      const node = nodes[i]!;
      rows.push(i);
      i = node.container && !expanded.has(i) ? node.end : i + 1;
    }
    return rows;
  }
  const shown = new Uint8Array(nodes.length);
  for (const node of nodes) {
    if (!matches(node)) continue;
    for (let i = node.parent; i !== -1 && !shown[i]; i = nodes[i]!.parent) shown[i] = 1;
    // Pre-order: a node and its descendants are the indexes up to its end.
    shown.fill(1, node.index, node.end);
  }
  for (let i = 0; i < nodes.length; i++) if (shown[i]) rows.push(i);
  return rows;
}

/** The node at a JSON path and the containers to open to reach it. */
export function locate(nodes: readonly TreeNode[], path: string): { index: number; ancestors: number[] } | undefined {
  const node = nodes.find((n) => n.path === path);
  if (!node) return undefined;
  const ancestors: number[] = [];
  for (let i = node.parent; i !== -1; i = nodes[i]!.parent) ancestors.push(i);
  return { index: node.index, ancestors };
}

/** The value at a node, as JSON text to copy. */
export function valueAt(root: unknown, node: TreeNode, nodes: readonly TreeNode[]): string {
  const keys: string[] = [];
  for (let i = node.index; nodes[i]!.parent !== -1; i = nodes[i]!.parent) keys.unshift(nodes[i]!.key);
  const value = keys.reduce<unknown>((at, key) => child(at, Array.isArray(at) ? Number(key) : key), root);
  return typeof value === "string" ? value : JSON.stringify(value, null, 2);
}
