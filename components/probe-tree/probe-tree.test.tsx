// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ProbeTree } from "./probe-tree";
import { buildTree, visibleRows } from "./tree-model";

const report = {
  type: "m2ts",
  size: 143068,
  properties: { ServiceName: "Service01", PacketSize: 188 },
  video: [{ format: "avc1", width: 320, height: 240, $annotation: { width: "320 pixels" } }],
  audio: [{ format: "ac-3", channels: 2, $annotation: { format: "AC-3 <b>Dolby</b>" } }],
  $annotation: { size: "139.71 KiB" },
};

afterEach(cleanup);

describe("the tree model", () => {
  it("flattens in order, puts $annotation text beside its field and never makes it a node", () => {
    const nodes = buildTree([report]);
    expect(nodes.map((n) => n.path)).not.toContain("$.$annotation");
    const size = nodes.find((n) => n.path === "$.size")!;
    expect(size.values[0]).toBe("143068");
    expect(size.annotations[0]).toBe("139.71 KiB");
    expect(nodes.find((n) => n.path === "$.video[0].width")!.annotations[0]).toBe("320 pixels");
    expect(nodes[0]!.end).toBe(nodes.length);
  });

  it("filters to the matches and their ancestors, in tree order", () => {
    const nodes = buildTree([report]);
    const rows = visibleRows(nodes, new Set(), (n) => n.text.includes("servicename"));
    expect(rows.map((i) => nodes[i]!.path)).toEqual(["$", "$.properties", "$.properties.ServiceName"]);
    const byAnnotation = visibleRows(nodes, new Set(), (n) => n.text.includes("kib"));
    expect(byAnnotation.map((i) => nodes[i]!.path)).toEqual(["$", "$.size"]);
  });

  it("labels array items with their array's name and index", () => {
    const nodes = buildTree([report]);
    expect(nodes.find((n) => n.path === "$.video[0]")!.label).toBe("video[0]");
    expect(nodes.find((n) => n.path === "$.video[0].width")!.label).toBe("width");
  });

  it("shows everything inside a matching container, which is drawn open", () => {
    const nodes = buildTree([report]);
    const rows = visibleRows(nodes, new Set(), (n) => n.text.includes("properties"));
    expect(rows.map((i) => nodes[i]!.path)).toEqual([
      "$",
      "$.properties",
      "$.properties.ServiceName",
      "$.properties.PacketSize",
    ]);
  });

  it("hides the descendants of collapsed containers", () => {
    const nodes = buildTree([report]);
    expect(visibleRows(nodes, new Set([0])).map((i) => nodes[i]!.key)).toEqual([
      "$",
      "type",
      "size",
      "properties",
      "video",
      "audio",
    ]);
  });

  it("marks what changed, appeared or disappeared between two reports, up to the root", () => {
    const other = { ...report, properties: { ServiceName: "Service01", PacketSize: 192, Extra: 1 }, audio: [] };
    const nodes = buildTree([report, other]);
    const diff = (path: string) => nodes.find((n) => n.path === path)!.diff;
    expect(diff("$.properties.PacketSize")).toBe("changed");
    expect(diff("$.properties.Extra")).toBe("added");
    expect(diff("$.audio[0]")).toBe("removed");
    expect(diff("$.properties.ServiceName")).toBe("same");
    expect(diff("$.properties")).toBe("changed");
    expect(diff("$")).toBe("changed");
  });
});

describe("<ProbeTree> search", () => {
  // happy-dom has no layout: give the scroller a viewport so the virtualizer renders rows.
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
  });

  it("filters the rendered rows to the matches, highlights them, and renders media strings as text", async () => {
    render(<ProbeTree reports={[report]} names={["sample.ts"]} />);
    const search = screen.getByLabelText("Search keys and values");
    await act(async () => {
      fireEvent.change(search, { target: { value: "packet" } });
    });
    const rows = screen.getAllByRole("treeitem");
    expect(rows.map((row) => row.getAttribute("data-path"))).toEqual(["$", "$.properties", "$.properties.PacketSize"]);
    expect(rows[2]!.querySelector("mark")!.textContent).toBe("Packet");
    expect(screen.getByTestId("tree-status").textContent).toContain("1 matching “packet”");

    await act(async () => {
      fireEvent.change(search, { target: { value: "dolby" } });
    });
    const annotated = screen.getAllByRole("treeitem").at(-1)!;
    expect(annotated.getAttribute("data-path")).toBe("$.audio[0].format");
    expect(annotated.textContent).toContain("AC-3 <b>Dolby</b>");
    expect(annotated.querySelector("b")).toBeNull();

    await act(async () => {
      fireEvent.change(search, { target: { value: "no such field" } });
    });
    expect(screen.queryAllByRole("treeitem")).toEqual([]);
    expect(screen.getByText("Nothing matches.")).toBeTruthy();
  });
});
