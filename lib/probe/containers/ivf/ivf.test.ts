// IVF files: the file header and the AV1 sequence header of the first frame (derived/gen__av1_2997.ivf;
// references in fixtures/media/derived/reference).
import { describe, expect, it } from "vitest";
import { ffprobeStreams, fixtureBytes, mediainfoTrack } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ProbeError } from "../../errors";
import { ContainerProbe } from "../../schema";

describe("IVF with AV1 (derived/gen__av1_2997.ivf)", () => {
  const name = "derived/gen__av1_2997.ivf";

  it("reads size, rate and frame count from the header and depth and sampling from the sequence header", async () => {
    const result = await probe(new MemorySource(fixtureBytes(name)));
    expect(ContainerProbe.safeParse(result).success).toBe(true);
    const reference = ffprobeStreams(name)[0]!;
    const info = mediainfoTrack(name, "Video");
    const video = result.video[0]!;
    expect(result.type).toBe("ivf");
    expect(video).toMatchObject({ format: "av01", width: reference.width, height: reference.height }); // 64×48
    expect(`${video.sample_rate?.numerator}/${video.sample_rate?.denominator}`).toBe(reference.r_frame_rate); // 30000/1001
    expect(video.duration).toBe(Number(info.FrameCount)); // 9
    // MediaInfo does not read AV1 inside IVF; ffprobe's pix_fmt yuv420p (as asked) is 8-bit 4:2:0, its level 0 is seq_level_idx 0 (2.0).
    expect(reference.pix_fmt).toBe("yuv420p");
    expect(video.bit_depth).toBe(8);
    expect(video.chroma_subsampling).toEqual({ horizontal: 2, vertical: 2 });
    expect(video.properties?.Av1ProfileAndLevel).toBe(`${reference.profile}@L2.${reference.level}`); // Main@L2.0
    expect(result.duration).toBe("00:00:00.300"); // ffprobe 0.300300
  });

  it("rejects a DKIF signature without a valid header as unrecognized", async () => {
    const bytes = fixtureBytes(name).slice(0, 16);
    await expect(probe(new MemorySource(bytes))).rejects.toBeInstanceOf(ProbeError);
  });
});
