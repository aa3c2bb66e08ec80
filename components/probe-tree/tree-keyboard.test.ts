import { describe, expect, it } from "vitest";
import { treeKeyAction, type TreeKeyState } from "./tree-keyboard";
import { buildTree, type TreeNode } from "./tree-model";

// $ (0) → video (1) → video[0] (2) → width (3), height (4); size (5).
const nodes = buildTree([{ video: [{ width: 320, height: 240 }], size: 10 }]);
const byPath = (path: string): TreeNode => nodes.find((node) => node.path === path)!;
const state = (path: string, overrides: Partial<TreeKeyState> = {}): TreeKeyState => ({
  node: byPath(path),
  activeRow: 2,
  rowCount: 6,
  expanded: new Set([0, 1, 2]),
  searching: false,
  ...overrides,
});

describe("the tree's keyboard model", () => {
  it("moves by one, by a page and to the ends, never past the first or last row", () => {
    expect(treeKeyAction("ArrowDown", state("$.video[0]"))).toEqual({ kind: "move", row: 3 });
    expect(treeKeyAction("ArrowUp", state("$.video[0]"))).toEqual({ kind: "move", row: 1 });
    expect(treeKeyAction("PageDown", state("$.video[0]"))).toEqual({ kind: "move", row: 5 });
    expect(treeKeyAction("PageUp", state("$.video[0]"))).toEqual({ kind: "move", row: 0 });
    expect(treeKeyAction("Home", state("$.video[0]"))).toEqual({ kind: "move", row: 0 });
    expect(treeKeyAction("End", state("$.video[0]"))).toEqual({ kind: "move", row: 5 });
  });

  it("opens a closed branch with Right, and moves on from an open one or a leaf", () => {
    expect(treeKeyAction("ArrowRight", state("$.video[0]", { expanded: new Set([0, 1]) }))).toEqual({
      kind: "toggle",
      index: 2,
      open: true,
    });
    expect(treeKeyAction("ArrowRight", state("$.video[0]"))).toEqual({ kind: "move", row: 3 });
    expect(treeKeyAction("ArrowRight", state("$.size", { activeRow: 5 }))).toEqual({ kind: "move", row: 5 });
  });

  it("closes an open branch with Left, otherwise selects the parent; the root has none", () => {
    expect(treeKeyAction("ArrowLeft", state("$.video[0]"))).toEqual({ kind: "toggle", index: 2, open: false });
    expect(treeKeyAction("ArrowLeft", state("$.video[0].height", { activeRow: 4 }))).toEqual({
      kind: "select",
      index: 2,
    });
    expect(treeKeyAction("ArrowLeft", state("$", { activeRow: 0, expanded: new Set() }))).toEqual({ kind: "none" });
  });

  it("moves instead of toggling while searching, since every matching branch shows open", () => {
    expect(treeKeyAction("ArrowRight", state("$.video[0]", { expanded: new Set(), searching: true }))).toEqual({
      kind: "move",
      row: 3,
    });
    expect(treeKeyAction("ArrowLeft", state("$.video[0]", { searching: true }))).toEqual({ kind: "select", index: 1 });
  });

  it("toggles a branch with Enter, takes Enter on a leaf without acting, and leaves other keys to the browser", () => {
    expect(treeKeyAction("Enter", state("$.video"))).toEqual({ kind: "toggle", index: 1 });
    expect(treeKeyAction("Enter", state("$.size"))).toEqual({ kind: "none" });
    expect(treeKeyAction("Tab", state("$.size"))).toBeUndefined();
    expect(treeKeyAction("constructor", state("$.size"))).toBeUndefined();
  });
});
