import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { IMF_PACKAGE, imfPackageCopy } from "../testing/node-package-builders";
import { probeFile, probeFolder } from "../testing/node-probe-package";

const VIDEO = "VIDEO_6ed567b7-c030-46d6-9c1c-0f09bab4b962.mxf";
const AUDIO = "AUDIO_b285d8f3-0294-4207-8ea8-4f0b72314213.mxf";
const CPL = "CPL_67be5fc8-87f1-4172-8d52-819ca14c7a20.xml";
const PKL = "PKL_52f61ec0-1517-49b7-a8e2-941c0200c69a.xml";

// Each probe reads several files and loads several parsers: slow on a loaded machine.
describe("IMF packages", { timeout: 60_000 }, () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  const copy = () => {
    const folder = imfPackageCopy();
    copies.push(folder);
    return folder;
  };

  it("reads the package from its folder as one container, the streams from the virtual tracks", async () => {
    const result = await probeFolder(IMF_PACKAGE);
    // MediaInfo 24: General Format "IMF AM", Duration 1.335 s, 80 frames at 59.940.
    expect(result).toMatchObject({ type: "imf", duration: "00:00:01.335" });
    expect(result.manifest).toEqual(["ASSETMAP.xml", PKL, CPL, VIDEO, AUDIO]);
    expect(result.size).toBe(1778 + 1708 + 13275 + 3651582 + 651208); // the ASSETMAP's chunk lengths and its own size
    expect(result.properties).toMatchObject({
      ContentTitle: "Untitled Project",
      Id: "urn:uuid:67be5fc8-87f1-4172-8d52-819ca14c7a20",
      EditRate: { numerator: 60000, denominator: 1001 },
      Application: ["App 2E"],
      Segments: [{ Id: "urn:uuid:c91d1e5f-0b02-4085-b237-eacb019caa32", Duration: 80 }],
    });
    // MediaInfo: Video JPEG 2000 1920x1080, 12-bit, 80 frames; Audio PCM 2 channels 48 kHz 24-bit, 64064 samples.
    expect(result.video).toHaveLength(1);
    expect(result.video[0]).toMatchObject({
      format: "mjp2",
      width: 1920,
      height: 1080,
      bit_depth: 12,
      duration: 80,
      properties: { Sequence: "MainImageSequence", HighThroughput: true },
    });
    expect(result.audio).toHaveLength(1);
    expect(result.audio[0]).toMatchObject({
      format: "in24",
      channels: 2,
      bits_per_sample: 24,
      duration: 64064,
      label: ["L", "R"],
    });
    expect(result.$diagnostics).toBeUndefined();
  });

  it("reads the same package from its CPL, the ASSETMAP found beside it", async () => {
    const result = await probeFile(path.join(IMF_PACKAGE, CPL));
    expect(result.manifest).toEqual([CPL, "ASSETMAP.xml", PKL, VIDEO, AUDIO]);
    expect(result.duration).toBe("00:00:01.335");
  });

  it("reports a missing track file and describes its stream from the CPL alone", async () => {
    const folder = copy();
    rmSync(path.join(folder, AUDIO));
    const result = await probeFolder(folder);
    // The CPL's WAVEPCMDescriptor: 48000/1, 2 channels, 24 bits.
    expect(result.audio[0]).toMatchObject({
      format: "in24",
      channels: 2,
      bits_per_sample: 24,
      sample_rate: { numerator: 48000, denominator: 1 },
      duration: 64064,
    });
    expect(result.$diagnostics).toEqual([
      expect.stringMatching(new RegExp(`^${AUDIO} \\(track file of MainAudioSequence\\) cannot be read: no such file`)),
      expect.stringMatching(new RegExp(`^IMF: ${AUDIO}: hash not checked`)),
    ]);
  });

  it("reports a track file whose SHA-1 differs from the PKL's Hash", async () => {
    const folder = copy();
    const pkl = path.join(folder, PKL);
    writeFileSync(
      pkl,
      readFileSync(pkl, "utf8").replace("cpQ/yEUY5vdyL3mNdTH7xfB+cdg=", "AAAAAAAAAAAAAAAAAAAAAAAAAAA="),
    );
    const result = await probeFolder(folder);
    expect(result.video[0]!.format).toBe("mjp2");
    expect(result.$diagnostics).toEqual([
      `IMF: ${VIDEO}: SHA-1 cpQ/yEUY5vdyL3mNdTH7xfB+cdg= differs from the PKL Hash AAAAAAAAAAAAAAAAAAAAAAAAAAA=`,
    ]);
  });
});
