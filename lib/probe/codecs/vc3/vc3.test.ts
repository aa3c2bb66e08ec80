// The VC-3 frame header of a real DNxHR LB frame (regxml__indirect.mxf: ffprobe "DNXHR LB" 3840x2160
// 8 bits; MediaInfo VC-3 version 3, 3840x2160, 8 bits).
import { describe, expect, it } from "vitest";
import { ffprobeStream, fixtureBytes, mediainfoTrack } from "../testing/node-fixtures";
import { parseFrameHeader } from "./frame-header";
import { vc3Codec } from "./index";

const NAME = "regxml__indirect.mxf";
/** ST 379-2 VC-3 picture element key (060e2b34.01020101.0d010301.15…, ST 2019-4 clause 7). */
const VC3_ELEMENT_KEY_PREFIX = [0x06, 0x0e, 0x2b, 0x34, 0x01, 0x02, 0x01, 0x01, 0x0d, 0x01, 0x03, 0x01, 0x15];

/** The value of the file's first VC-3 essence element (key, then a BER long-form length). */
function firstFrame(): Uint8Array {
  const bytes = fixtureBytes(NAME);
  const at = bytes.findIndex((_, i) => VC3_ELEMENT_KEY_PREFIX.every((b, j) => bytes[i + j] === b));
  expect(at).toBeGreaterThan(0);
  const lengthBytes = bytes[at + 16]! & 0x7f;
  return bytes.subarray(at + 17 + lengthBytes);
}

describe("VC-3 frame header (ST 2019-1)", () => {
  it("reads the header prefix, raster, bit depth and compression ID", () => {
    const mediainfo = mediainfoTrack(NAME, "Video");
    expect(parseFrameHeader(firstFrame())).toEqual({
      header_size: 0x38c,
      header_version: Number(mediainfo.Format_Version), // 3
      interlaced: false, // MediaInfo ScanType Progressive
      ALPF: Number(mediainfo.Height),
      SPL: Number(mediainfo.Width),
      SBD: 1, // 8 bits
      CID: 1274, // DNxHR LB (ST 2019-4 registered profiles)
    });
  });

  it("tells DNxHR from DNxHD by the compression ID", () => {
    const ffprobe = ffprobeStream(NAME, 0);
    expect(ffprobe.profile).toBe("DNXHR LB");
    expect(vc3Codec.parse(firstFrame(), [])).toMatchObject({
      format: "AVdh",
      width: ffprobe.width,
      height: ffprobe.height,
      bit_depth: Number(ffprobe.bits_per_raw_sample),
      extension: [{ type: "AVdh", profile: "DNxHR LB" }],
    });
  });

  it("finds no header in bytes that do not start with a header prefix", () => {
    const frame = firstFrame();
    expect(parseFrameHeader(frame.subarray(1))).toBeUndefined();
    expect(parseFrameHeader(frame.subarray(0, 0x20))).toBeUndefined();
    const badVersion = frame.slice(0, 0x40);
    badVersion[4] = 4;
    expect(parseFrameHeader(badVersion)).toBeUndefined();
  });
});
