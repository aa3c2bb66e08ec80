// Delivery codings and protection in MP4, on the real files of the corpus (fixtures/media/MANIFEST.md):
// protected sample entries (ISO/IEC 14496-12 8.12, ISO/IEC 23001-7), MPEG-H 3D Audio (ISO/IEC 23008-3
// 20.5 mhaC), E-AC-3 with a dependent substream (ETSI TS 102 366 F.6), AMR (3GPP TS 26.244) and USAC.
// Expected values come from the references, or from the bytes where a reference has none (said inline).
import { describe, expect, it } from "vitest";
import { bits } from "../../codecs/testing/bit-fields";
import { ffprobeStreams, fixtureBytes, mediainfoTrack } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe, type Extension } from "../../schema";
import { dvcCBox } from "./boxes/dvcC";

async function probeFixture(name: string) {
  const result = await probe(new MemorySource(fixtureBytes(name), name));
  expect(ContainerProbe.safeParse(result).success).toBe(true);
  return result;
}

describe("protected sample entries: the original format, with the scheme", () => {
  it("reports encv as AVC High and enca as AAC, CENC (mp4parse__short-cenc.mp4)", async () => {
    const name = "mp4parse__short-cenc.mp4";
    const result = await probeFixture(name);
    expect(mediainfoTrack(name, "Video").CodecID).toBe("encv / avc1");
    expect(result.video[0]).toMatchObject({
      format: "avc1",
      properties: { SampleEntry: "encv", Encrypted: true, ProtectionScheme: "cenc", AvcProfileAndLevel: "High@L1.3" },
    });
    expect(result.audio[0]).toMatchObject({
      format: "mp4a",
      properties: { SampleEntry: "enca", ProtectionScheme: "cenc" },
    });
  });

  it("reports encv as AV1 Main with cbcs (mp4parse__av1-clearkey-cbcs-video.mp4)", async () => {
    const result = await probeFixture("mp4parse__av1-clearkey-cbcs-video.mp4");
    expect(result.video[0]).toMatchObject({
      format: "av01",
      properties: { SampleEntry: "encv", ProtectionScheme: "cbcs", Av1ProfileAndLevel: "Main@L2.0" },
    });
  });

  it("reports FairPlay's drms entry as AAC with the iTunes scheme (mp4parser__test.m4p)", async () => {
    const result = await probeFixture("mp4parser__test.m4p");
    expect(result.audio[0]).toMatchObject({
      format: "mp4a",
      channels: 2,
      properties: { SampleEntry: "drms", ProtectionScheme: "itun" },
    });
  });

  it("reads a Dolby Vision configuration record: profile 8, level 6, compatibility 1", () => {
    // dv_version 1.0, dv_profile 8, dv_level 6, rpu 1, el 0, bl 1, dv_bl_signal_compatibility_id 1.
    const payload = new Uint8Array(
      bits([
        [1, 8],
        [0, 8],
        [8, 7],
        [6, 6],
        [1, 1],
        [0, 1],
        [1, 1],
        [1, 4],
        [0, 28],
        [0, 32],
        [0, 32],
        [0, 32],
        [0, 32],
        [0, 32],
      ]),
    );
    const extension: Extension[] = [];
    const stream = dvcCBox.video!({ format: "hvc1" }, dvcCBox.parse(payload, []), {
      entry: undefined!,
      trackHeader: undefined,
      extension,
      diagnostics: [],
    });
    expect(stream.properties).toMatchObject({ DolbyVisionProfile: 8, DolbyVisionLevel: 6 });
    expect(extension[0]).toMatchObject({
      type: "dvcC",
      rpu_present_flag: true,
      el_present_flag: false,
      bl_present_flag: true,
      dv_bl_signal_compatibility_id: 1,
    });
  });
});

describe("MPEG-H 3D Audio: mhaC's mpegh3daConfig", () => {
  it("reads CICP layout 16 (5.1.4) as 10 channels at 48 kHz (libmpegh__sine_1khz_cicp16.mp4)", async () => {
    const name = "libmpegh__sine_1khz_cicp16.mp4";
    const result = await probeFixture(name);
    const info = mediainfoTrack(name, "Audio");
    expect(result.audio[0]).toMatchObject({
      format: "mha1",
      channels: Number(info.Channels),
      sample_rate: { numerator: Number(info.SamplingRate), denominator: 1 },
    }); // 10, 48000
    expect(result.audio[0]!.extension?.find((e) => e.type === "mpegh3daConfig")).toMatchObject({
      referenceLayout: { CICPspeakerLayoutIdx: 16 },
    });
  });

  it("reads an mhm1 entry's configuration: stereo (livesim2__mhm1_64kbps_per_signal_init.mp4)", async () => {
    const name = "livesim2__mhm1_64kbps_per_signal_init.mp4";
    const result = await probeFixture(name);
    expect(result.audio[0]).toMatchObject({ format: "mhm1", channels: Number(mediainfoTrack(name, "Audio").Channels) }); // 2
  });
});

describe("audio codings of delivery files", () => {
  it("counts E-AC-3 7.1: the dependent substream's chan_loc adds Lvh/Rvh (dlbmp4__7ch_ddp_25fps_acmod_19.mp4)", async () => {
    const name = "dlbmp4__7ch_ddp_25fps_acmod_19.mp4";
    const result = await probeFixture(name);
    const reference = ffprobeStreams(name).find((s) => s.codec_type === "audio")!;
    expect(result.audio[0]).toMatchObject({ format: "ec-3", channels: Number(reference.channels) }); // 8: FL FR FC LFE SL SR TFL TFR
    expect(result.audio[0]!.label).toEqual(["L", "C", "R", "Ls", "Rs", "LFE", "Lvh", "Rvh"]);
  });

  it("reads dac4's bitstream version and rate (livesim2__dolby-ac4_init.mp4)", async () => {
    const name = "livesim2__dolby-ac4_init.mp4";
    const result = await probeFixture(name);
    const info = mediainfoTrack(name, "Audio");
    expect(result.audio[0]).toMatchObject({
      format: "ac-4",
      sample_rate: { numerator: Number(info.SamplingRate), denominator: 1 },
      properties: { Ac4BitstreamVersion: Number(info.Format_Version) },
    }); // 48000, 2
    expect(result.audio[0]!.extension?.find((e) => e.type === "dac4")).toMatchObject({
      n_presentations: 1,
      frame_rate_index: 3,
    }); // MediaInfo: 1 presentation, 29.970 frames/s
  });

  it("takes AC-4's channels from the first presentation's channel mode (TS 103 190-2 E.6.2, Table 78), not the entry's channelcount", async () => {
    const name = "livesim2__dolby-ac4_init.mp4";
    // This record (E.6): 24 bits of version, rates and count; b_program_id 1, short_program_id, b_uuid 0; ac4_bitrate_dsi (66 bits);
    // byte alignment at bit 112; presentation_version 1, pres_bytes; presentation_config_v1, mdcompat, b_presentation_id 1 and
    // its id, 19 bits of rate, EMDF and key fields, b_presentation_channel_coded 1: dsi_presentation_ch_mode at bit 162.
    const result = await probeFixture(name);
    expect(result.audio[0]).toMatchObject({ channels: Number(ffprobeStreams(name)[0]!.channels) }); // 6: ch_mode 4, 5.1 (mask 0x47)
    expect(result.audio[0]!.extension?.find((e) => e.type === "dac4")).toMatchObject({
      presentations: [{ dsi_presentation_ch_mode: 4, presentation_channel_mask_v1: 0x47 }],
    });
    // The same with channel mode 6, 7.1 (3/4/0.1): 8 channels while the entry still says 6 (6 before).
    const bytes = fixtureBytes(name).slice();
    const payload = bytes.findIndex((_, i) => String.fromCharCode(...bytes.subarray(i, i + 4)) === "dac4") + 4;
    const bit = payload * 8 + 162;
    for (let k = 0; k < 5; k++) {
      const mask = 0x80 >> ((bit + k) % 8);
      const at = Math.floor((bit + k) / 8);
      bytes[at] = (6 >> (4 - k)) & 1 ? bytes[at]! | mask : bytes[at]! & ~mask;
    }
    const altered = await probe(new MemorySource(bytes, "ac4-71.mp4"));
    expect(altered.audio[0]).toMatchObject({ format: "ac-4", channels: 8 });
  });

  it("reads AMR as one channel although its entry says 2 (mp4parser__multiTrack.3gp)", async () => {
    const name = "mp4parser__multiTrack.3gp";
    const result = await probeFixture(name);
    expect(result.audio[0]).toMatchObject({ format: "samr", channels: Number(mediainfoTrack(name, "Audio").Channels) }); // 1
  });

  it("names USAC as such, not as an AAC profile (mp4parse__sine-3s-xhe-aac-44khz-mono.mp4)", async () => {
    const name = "mp4parse__sine-3s-xhe-aac-44khz-mono.mp4";
    const result = await probeFixture(name);
    expect(mediainfoTrack(name, "Audio").Format).toBe("USAC");
    expect(result.audio[0]!.$annotation?.format).toBe("MPEG-D USAC (xHE-AAC)");
    expect(result.audio[0]).toMatchObject({ channels: 1, sample_rate: { numerator: 44100, denominator: 1 } });
  });
});
