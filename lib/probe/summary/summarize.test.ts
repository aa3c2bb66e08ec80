// Summary lines of fixture files. Every expected string is written from the reference outputs beside the
// fixtures (fixtures/media/reference: ffprobe and MediaInfo), quoted in the comments; where the prober
// reports less than the references (MP4 and raw H.264 video bit rates), the line shows what it reports.
import { describe, expect, it, vi } from "vitest";
import { FileSource } from "../io/node-file-source";
import { probe } from "../probe";
import type { ContainerProbe } from "../schema";
import { summarize, summaryText, streamLine, type ProbeSummary } from ".";

// Probing real files on a busy machine may pass the default 5 s.
vi.setConfig({ testTimeout: 60_000 });

const MEDIA = new URL("../../../fixtures/media/files/", import.meta.url).pathname;

async function summaryOfFixture(name: string): Promise<ProbeSummary> {
  const source = await FileSource.open(`${MEDIA}${name}`);
  try {
    return summarize(await probe(source));
  } finally {
    await source.close();
  }
}

const lines = (summary: ProbeSummary) => summary.streams.map(streamLine);
const timeline = (summary: ProbeSummary) => summary.streams.map((s) => [s.title, s.start, s.end, s.startKnown]);

describe("the probe summary", () => {
  it("MPEG-2 TS: PIDs, 4:2:2 interlaced 16:9 video, English MP2, the PSI map and each stream's start", async () => {
    const summary = await summaryOfFixture("gen__mpeg2_422_576i_mp2eng_tc.ts");
    // MediaInfo: FileSize 1501180 (1.43 MiB), OverallBitRate 6000000; ffprobe program 1 service_name GenSD,
    // service_provider ffmpeg, pmt_pid 4096, pcr_pid 256.
    expect(summary.container).toBe(
      'MPEG-2 transport stream, 188-byte packets, 1.43 MiB, 00:00:02.016, 6.0 Mb/s overall, program 1 "GenSD"',
    );
    // ffprobe: id 0x100 mpeg2video profile 4:2:2 (MediaInfo level Main) 720x576 field_order tt, DAR 16:9,
    // 25/1, yuv422p, bit_rate 5000000 (MediaInfo BitRate_Maximum 5000000); id 0x101 mp2 stereo 48000 Hz,
    // language eng, 256000 b/s.
    expect(lines(summary)).toEqual([
      "Video #0 [PID 0x0100 (256)]: MPEG-2 Video 4:2:2@Main, 720×576i, top field first, DAR 16:9, 25 fps, 4:2:2 8-bit, 5.0 Mb/s maximum",
      "Audio #0 [PID 0x0101 (257)]: MPEG Audio, 2.0 (L R), 48 kHz, eng, 256 kb/s",
    ]);
    expect(summary.programs).toEqual([
      {
        number: 1,
        serviceName: "GenSD",
        serviceProvider: "ffmpeg",
        pmtPid: 4096,
        pcrPid: 256,
        streams: ["video 0", "audio 0"],
      },
    ]);
    // ffprobe start_time: video 1.440000, audio 1.429978 (0.010 s earlier); MediaInfo durations 2.000 and 2.016.
    expect(timeline(summary)).toEqual([
      ["Video #0", 0.01, 2.01, true],
      ["Audio #0", 0, 2.016, true],
    ]);
  });

  it("MPEG-2 TS with twenty services: every program of the PAT, and each PMT's PIDs, shared ones included", async () => {
    const summary = await summaryOfFixture("tsduck__test-018.ts");
    // ffprobe programs: 1 "Italia 1" (Mediaset) pmt_pid 256 pcr_pid 1620, streams 0x654 0x655 0x656 0x653
    // 0x1ec5 0x1ec6 0x1ec7 0x1e9e 0x1e9f; 2 "Canale 5" pmt_pid 257 pcr_pid 1610, streams 0x64a 0x64b 0x64c
    // and the same shared ones; 3 "Rete 4" without streams; ... 20 programs in all.
    expect(summary.programs).toHaveLength(20);
    const byPid = (program: number) =>
      summary
        .programs!.find((p) => p.number === program)!
        .streams.map((key) => summary.streams.find((s) => s.key === key)!.pid);
    expect(byPid(1)).toEqual([0x654, 0x655, 0x656, 0x653, 0x1ec5, 0x1ec6, 0x1ec7, 0x1e9e, 0x1e9f]);
    expect(byPid(2)).toEqual([0x64a, 0x64b, 0x64c, 0x653, 0x1ec5, 0x1ec6, 0x1ec7, 0x1e9e, 0x1e9f]);
    expect(summary.programs![1]).toMatchObject({
      number: 2,
      serviceName: "Canale 5",
      serviceProvider: "Mediaset",
      pmtPid: 257,
      pcrPid: 1610,
    });
    expect(summary.programs![2]).toEqual({
      number: 3,
      serviceName: "Rete 4",
      serviceProvider: "Mediaset",
      streams: [],
    });
    expect(summary.container).toBe(
      'MPEG-2 transport stream, 188-byte packets, 18.36 KiB, 20 programs: 1 "Italia 1", 2 "Canale 5", 3 "Rete 4", and 17 more',
    );
    // $diagnostics become warnings (18 programs without their PMT in this 18 KiB capture, 6 PIDs without payload).
    expect(summary.warnings).toContain("program 3: no program map table found on PID 258");
  });

  it("MXF OP1a: track ids, the display aspect of the picture without its VBI lines, BT.601 625 primaries", async () => {
    const summary = await summaryOfFixture("bmx__sample.mxf");
    // ffprobe: 720x608 (MediaInfo 720x576 shown) DAR 4:3, field_order tt, 25/1, yuv422p, color_primaries
    // bt470bg (MediaInfo "BT.601 PAL"), 50000000 b/s; MediaInfo IDs 2 and 3; PCM 4 channels 48000 Hz,
    // 24 bits, BitRate 4608000. Container: FileSize 555577, Duration 0.080, OverallBitRate 55557700.
    expect(summary.container).toBe("MXF OP1a, 542.56 KiB, 00:00:00.080, 55.6 Mb/s overall");
    expect(lines(summary)).toEqual([
      "Video #0 [track 2]: MPEG-2 Video 4:2:2@Main, 720×608i, top field first, DAR 4:3, 25 fps, 4:2:2 8-bit, BT.601 625, 50.0 Mb/s maximum",
      "Audio #0 [track 3]: PCM 24-bit, 4 ch, 48 kHz, 4.6 Mb/s",
    ]);
  });

  it("MP4: AVC High@L4 1080p at 23.98 fps in BT.709, stereo AAC", async () => {
    const summary = await summaryOfFixture("pmi__sample.mp4");
    // ffprobe: id 0x1 h264 High level 40, 1920x1080 progressive, 16:9, 24000/1001, yuv420p, bt709; id 0x2
    // aac stereo 48000. MediaInfo: FileSize 404567, Duration 0.980, OverallBitRate 3302588.
    expect(summary.container).toBe("MPEG-4 (ISO base media file format), 395.08 KiB, 00:00:00.980, 3.3 Mb/s overall");
    expect(lines(summary)).toEqual([
      "Video #0 [track 1]: AVC (H.264) High@L4, 1920×1080p, DAR 16:9, 23.98 fps, 4:2:0 8-bit, BT.709",
      "Audio #0 [track 2]: AAC, 2.0 (L R), 48 kHz",
    ]);
    // MediaInfo durations 0.958 (video, 23 frames) and 0.980; the start of an MP4 track is not read yet.
    expect(timeline(summary)).toEqual([
      ["Video #0", 0, (23 * 1001) / 24000, false],
      ["Audio #0", 0, 0.98, false],
    ]);
  });

  it("WAV (BWF): 24-bit stereo PCM", async () => {
    const summary = await summaryOfFixture("gen__bwf_pcm24_bext.wav");
    // MediaInfo: FileSize 288712, Duration 1.000, OverallBitRate 2309696; PCM L R 48000 Hz 24 bits, 2304000 b/s.
    expect(summary.container).toBe("Broadcast Wave (BWF), 281.95 KiB, 00:00:01.000, 2.3 Mb/s overall");
    expect(lines(summary)).toEqual(["Audio #0: PCM 24-bit, 2.0 (L R), 48 kHz, 2.3 Mb/s"]);
  });

  it("the start timecode: an MPEG-2 GOP header's, an MXF timecode component's", async () => {
    // MediaInfo TimeCode_FirstFrame: 10:00:00:00 and 23:58:30:00.
    expect((await summaryOfFixture("gen__mpeg2_422_576i_mp2eng_tc.ts")).facts).toEqual([
      { label: "Start timecode", value: "10:00:00:00" },
    ]);
    expect((await summaryOfFixture("bmx__sample.mxf")).facts).toEqual([
      { label: "Start timecode", value: "23:58:30:00" },
    ]);
  });

  it("BWF: the bext chunk, its time reference as clock time, and no iXML", async () => {
    const summary = await summaryOfFixture("gen__bwf_pcm24_bext.wav");
    // MediaInfo: Producer ffmpeg, Producer_Reference GEN0001, Encoded_Date 2024-01-01 10:00:00, Description
    // GeneratedTone, bext_Version 1, Delay 36000.000 (Container (bext)).
    expect(summary.bwf).toEqual([
      { label: "Description", value: "GeneratedTone" },
      { label: "Originator", value: "ffmpeg" },
      { label: "Originator reference", value: "GEN0001" },
      { label: "Origination", value: "2024-01-01 10:00:00" },
      { label: "Time reference", value: "10:00:00.000 (1728000000 samples at 48 kHz)" },
      { label: "BWF version", value: "1" },
    ]);
  });

  it("BWF from a recorder: the time reference as a timecode at the iXML rate, the slate and track names", async () => {
    const summary = await summaryOfFixture("wavinfo__A101_3.WAV");
    // MediaInfo Delay 45659.614 s (Container (bext)), Producer_Reference USSDVGR1112089007124014008228301.
    // At the iXML TIMECODE_RATE 24000/1001 NDF: 2191661476 samples × 24000 / (48000 × 1001) = 1094736
    // frames (and 4 samples), which is 45614 s of 24-frame timecode seconds: 12:40:14:00.
    const facts = Object.fromEntries(summary.bwf!.map((fact) => [fact.label, fact.value]));
    expect(facts["Time reference"]).toBe(
      "12:40:14:00 at 23.976 fps NDF (iXML); 12:40:59.614 (2191661476 samples at 48 kHz)",
    );
    expect(facts["Originator reference"]).toBe("USSDVGR1112089007124014008228301");
    expect(facts["Description"]).toMatch(/^sSPEED=023\.976-ND; sTAKE=3; .*; sNOTE=$/);
    expect(facts["Coding history"]).toBe("A=PCM,F=48000,W=24,M=stereo,R=48000,T=2 Ch");
    expect(facts["iXML scene"]).toBe("A101");
    expect(facts["iXML take"]).toBe("3");
    expect(facts["iXML track names"]).toBe("MKH516 A, Boom");
    expect(summaryText("A101_3.WAV", summary)).toContain(
      "Broadcast Wave (bext, iXML):\n  Description: sSPEED=023.976-ND;",
    );
  });

  it("BWF version 2: the five loudness fields of the bext chunk", async () => {
    const summary = await summaryOfFixture("wavinfo__wavinfo Test Project - Audio - 5.1.wav");
    // MediaInfo: LoudnessValue -80.00, LoudnessRange 0.00, MaxTruePeakLevel -120.00, MaxMomentaryLoudness
    // -80.00, MaxShortTermLoudness -80.00.
    expect(summary.bwf!.filter((fact) => /loudness|peak/i.test(fact.label))).toEqual([
      { label: "Loudness value", value: "-80.00 LUFS" },
      { label: "Loudness range", value: "0.00 LU" },
      { label: "Max true peak level", value: "-120.00 dBTP" },
      { label: "Max momentary loudness", value: "-80.00 LUFS" },
      { label: "Max short-term loudness", value: "-80.00 LUFS" },
    ]);
  });

  it("after the analysis pass: the measured rate beside the header's maximum, captions and loudness", () => {
    // A 971 kb/s stream whose MPEG-2 sequence header says 9.0 Mb/s (its maximum), written here by hand.
    const analysed: ContainerProbe = {
      type: "m2ts",
      size: 1,
      manifest: [],
      properties: {},
      subtitle: [],
      $annotation: {},
      video: [
        {
          format: "mp2v",
          bit_rate: 9_000_000,
          analysis: {
            bitrate: {
              measured_average: 971_000,
              bytes: 1,
              seconds: 1,
              header_nominal: 9_000_000,
              header_kind: "maximum",
            },
            captions: {
              carriage: [],
              cc_data_packets: 1,
              padding_pairs: 0,
              cea608: [{ channel: "CC1", text_characters: 12, control_codes: 0 }],
              cea708: [],
            },
          },
        },
      ],
      audio: [
        {
          format: "ac-3",
          bit_rate: 192_000,
          analysis: {
            loudness: { integrated_lufs: -24, loudness_range_lu: 6.5, true_peak_dbtp: -2.25, measured_by: "test" },
          },
        },
      ],
    };
    expect(summarize(analysed).streams.map((stream) => stream.fields.slice(1))).toEqual([
      ["971 kb/s measured (9.0 Mb/s maximum)", "captions CC1"],
      ["192 kb/s", "loudness -24.0 LUFS, range 6.5 LU, true peak -2.3 dBTP"],
    ]);
  });

  it("WebM: VP8 at 2500/83 fps and Vorbis, both English, by track number", async () => {
    const summary = await summaryOfFixture("ebml__test.webm");
    // ffprobe: vp8 320x240 progressive 4:3, r_frame_rate 2500/83, language eng; vorbis stereo 44100, eng.
    // MediaInfo: IDs 1 and 2, Duration 6.042, Vorbis BitRate 64000.
    expect(lines(summary)).toEqual([
      // The Matroska track gives no FlagInterlaced here, so no scan type is claimed; video lines name no language.
      "Video #0 [track 1]: VP8, 320×240, DAR 4:3, 30.12 fps",
      "Audio #0 [track 2]: Vorbis, 2.0 (L R), 44.1 kHz, eng, 64 kb/s",
    ]);
  });

  it("raw H.264: the elementary stream's one line and its text rendering", async () => {
    const summary = await summaryOfFixture("gen__h264_annexb.264");
    // MediaInfo: AVC High 1.3, 320x240 progressive, DAR 1.333, 25 fps, 4:2:0 8 bits, FileSize 26725,
    // Duration 2.000, OverallBitRate 106900.
    expect(summaryText("gen__h264_annexb.264", summary)).toBe(
      [
        "gen__h264_annexb.264",
        "H.264 Annex B byte stream, 26.10 KiB, 00:00:02.000, 107 kb/s overall",
        "  Video #0: AVC (H.264) High@L1.3, 320×240p, DAR 4:3, 25 fps, 4:2:0 8-bit",
        "Timeline (container 2.000 s):",
        "  Video #0: 0.000 → 2.000 s (start assumed)",
        "",
      ].join("\n"),
    );
  });

  it("an IMF package: its structure from the CPL and the files of its manifest", async () => {
    const { FolderFiles } = await import("../packages/node-package-folder");
    const root = new URL("../../../fixtures/media/packages/photon__HT_IMP/", import.meta.url).pathname;
    const files = new FolderFiles(root.replace(/\/$/, ""));
    const source = await FileSource.open(`${root}ASSETMAP.xml`);
    try {
      const summary = summarize(await probe(source, { siblings: files }));
      // The package's CPL: ContentTitle "Untitled Project", ContentKind advertisement, EditRate 60000 1001,
      // ApplicationIdentification of App 2E (ST 2067-21), one Segment with two Sequences (MainImage, MainAudio).
      expect(summary.package).toEqual({
        facts: [
          "Composition: Untitled Project",
          "Kind: advertisement",
          "Edit rate: 60000/1001",
          "Application: App 2E",
          "1 segment",
          "2 virtual tracks",
          "CPL: CPL_67be5fc8-87f1-4172-8d52-819ca14c7a20.xml",
        ],
        files: [
          "ASSETMAP.xml",
          "PKL_52f61ec0-1517-49b7-a8e2-941c0200c69a.xml",
          "CPL_67be5fc8-87f1-4172-8d52-819ca14c7a20.xml",
          "VIDEO_6ed567b7-c030-46d6-9c1c-0f09bab4b962.mxf",
          "AUDIO_b285d8f3-0294-4207-8ea8-4f0b72314213.mxf",
        ],
      });
    } finally {
      await source.close();
    }
  });
});
