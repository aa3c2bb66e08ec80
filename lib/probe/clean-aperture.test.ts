// clean_aperture is never negative: a display window larger than the picture crops nothing on that side.
import { describe, expect, it } from "vitest";
import { bits } from "./codecs/testing/bit-fields";
import { clapBox } from "./containers/mp4/boxes/clap";
import type { VisualSampleEntry } from "./containers/mp4/boxes/visual-sample-entry";

describe("clean_aperture", () => {
  it("crops nothing where an ISO/IEC 14496-12 12.1.4 'clap' window (1920×1088) exceeds its 1920×1080 entry, with a diagnostic", () => {
    // cleanApertureWidthN/D 1920/1, HeightN/D 1088/1, horizOffN/D 0/1, vertOffN/D 0/1.
    const payload = new Uint8Array(
      bits([
        [1920, 32],
        [1, 32],
        [1088, 32],
        [1, 32],
        [0, 32],
        [1, 32],
        [0, 32],
        [1, 32],
      ]),
    );
    const diagnostics: string[] = [];
    const entry = { width: 1920, height: 1080 } as VisualSampleEntry;
    const stream = clapBox.video!({ format: "avc1" }, clapBox.parse(payload, []), {
      entry,
      trackHeader: undefined,
      extension: [],
      diagnostics,
    });
    expect(stream.clean_aperture).toEqual({ left: 0, right: 0, top: 0, bottom: 0 });
    expect(diagnostics).toEqual([
      "clap: the clean aperture (1920×1088) reaches past the 1920×1080 picture; it crops nothing there",
    ]);
  });

  it("keeps the crops of a window inside the picture (1888×1062 centred in 1920×1080)", () => {
    const payload = new Uint8Array(
      bits([
        [1888, 32],
        [1, 32],
        [1062, 32],
        [1, 32],
        [0, 32],
        [1, 32],
        [0, 32],
        [1, 32],
      ]),
    );
    const entry = { width: 1920, height: 1080 } as VisualSampleEntry;
    const stream = clapBox.video!({ format: "avc1" }, clapBox.parse(payload, []), {
      entry,
      trackHeader: undefined,
      extension: [],
      diagnostics: [],
    });
    expect(stream.clean_aperture).toEqual({ left: 16, right: 16, top: 9, bottom: 9 });
  });
});
