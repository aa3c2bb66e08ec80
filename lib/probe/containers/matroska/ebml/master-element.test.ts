import { describe, expect, it } from "vitest";
import { float, unsignedInteger, utf8 } from "./element";
import { element, elements, master, readMaster } from "./master-element";

/** An element with a 1-byte ID and a 1-byte data size. */
const el = (id: number, ...data: number[]) => [id, 0x80 | data.length, ...data];

const table = {
  Number: element(0x81, unsignedInteger),
  Name: element(0x82, utf8, "default"),
  Rate: element(0x83, float, 8000),
  Child: elements(0x84, master({ Number: element(0x81, unsignedInteger) }, "Child")),
};

describe("readMaster", () => {
  it("fills the defaults, lists the repeatable children and reads nested tables", () => {
    const data = new Uint8Array([
      ...el(0x81, 7),
      ...el(0x84, ...el(0x81, 1)),
      ...el(0x84, ...el(0x81, 2)),
      ...el(0x99, 5),
    ]);
    expect(readMaster(data, table, "Test", [])).toEqual({
      Number: 7,
      Name: "default",
      Rate: 8000,
      Child: [{ Number: 1 }, { Number: 2 }],
    });
  });

  it("lets a later occurrence replace an earlier one and ignores a value its type cannot hold", () => {
    const data = new Uint8Array([...el(0x81, 1), ...el(0x81, 2), ...el(0x83, 1, 2, 3)]);
    expect(readMaster(data, table, "Test", [])).toEqual({ Number: 2, Name: "default", Rate: 8000, Child: [] });
  });

  it("names the master element when its children are damaged", () => {
    const diagnostics: string[] = [];
    readMaster(new Uint8Array([0x81, 0x85, 1]), table, "Test", diagnostics);
    expect(diagnostics).toEqual(["Test: damaged element at byte 0; the elements after it were not read"]);
  });
});
