// The tree's keyboard model (WAI-ARIA Authoring Practices, tree view pattern): arrows, Home/End and
// Page Up/Down move the selection; Right opens a closed branch, Left closes an open one or goes to the
// parent; Enter toggles a branch. While searching every matching branch is shown open, so Right and
// Left move instead of toggling.
import type { TreeNode } from "./tree-model";

/** What a key does: move to a row, open or close a branch, select a node, or nothing (the key is still taken). */
export type TreeKeyAction =
  | { kind: "move"; row: number }
  | { kind: "toggle"; index: number; open?: boolean }
  | { kind: "select"; index: number }
  | { kind: "none" };

export interface TreeKeyState {
  /** The selected node and its row among the shown rows. */
  node: TreeNode;
  activeRow: number;
  rowCount: number;
  expanded: ReadonlySet<number>;
  searching: boolean;
}

const PAGE = 20;

/** The action of a key, or undefined when the tree does not handle that key (the browser keeps it). */
export function treeKeyAction(
  key: string,
  { node, activeRow, rowCount, expanded, searching }: TreeKeyState,
): TreeKeyAction | undefined {
  const move = (row: number): TreeKeyAction => ({ kind: "move", row: Math.min(rowCount - 1, Math.max(0, row)) });
  const open = node.container && expanded.has(node.index) && !searching;
  const closed = node.container && !expanded.has(node.index) && !searching;
  const keys: Record<string, () => TreeKeyAction> = {
    ArrowDown: () => move(activeRow + 1),
    ArrowUp: () => move(activeRow - 1),
    Home: () => move(0),
    End: () => move(rowCount - 1),
    PageDown: () => move(activeRow + PAGE),
    PageUp: () => move(activeRow - PAGE),
    ArrowRight: () => (closed ? { kind: "toggle", index: node.index, open: true } : move(activeRow + 1)),
    ArrowLeft: () =>
      open
        ? { kind: "toggle", index: node.index, open: false }
        : node.parent !== -1
          ? { kind: "select", index: node.parent }
          : { kind: "none" },
    Enter: () => (node.container ? { kind: "toggle", index: node.index } : { kind: "none" }),
  };
  return Object.hasOwn(keys, key) ? keys[key]!() : undefined;
}
