// The registry holds each descriptor_tag (with its descriptor_tag_extension) once and finds a loop's descriptors by it.
import { describe, expect, it } from "vitest";
import type { DescriptorSyntax } from "./descriptor-syntax";
import * as listed from "./index";
import { descriptorSyntax } from "./registry";

describe("descriptor registry", () => {
  it("lists each tag once", () => {
    const keys = Object.values(listed).map(
      (d: DescriptorSyntax) => `${d.descriptor_tag}/${d.descriptor_tag_extension}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("finds a descriptor by its tag", () => {
    expect(descriptorSyntax({ descriptor_tag: 0x56, body: new Uint8Array(5) })).toBe(listed.teletextDescriptor);
    expect(descriptorSyntax({ descriptor_tag: 0x46, body: new Uint8Array(5) })).toBe(listed.vbiTeletextDescriptor);
    expect(descriptorSyntax({ descriptor_tag: 0x01, body: new Uint8Array(2) })).toBeUndefined();
  });

  it("tells extension descriptors apart by descriptor_tag_extension (EN 300 468 6.2.16)", () => {
    expect(descriptorSyntax({ descriptor_tag: 0x7f, body: Uint8Array.of(0x80, 6) })).toBe(listed.opusAudioDescriptor);
    expect(descriptorSyntax({ descriptor_tag: 0x7f, body: Uint8Array.of(0x06, 0) })).toBe(
      listed.supplementaryAudioDescriptor,
    );
    expect(descriptorSyntax({ descriptor_tag: 0x7f, body: new Uint8Array(0) })).toBeUndefined();
  });
});
