// The analysis pass on real captures (captions, SCTE-35, DVB subtitles, teletext) and on files generated
// with ffmpeg whose GOP structure is known by construction (-g, -bf, -flags +cgop).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../../render/ffmpeg-binary";
import { FileSource } from "../io/node-file-source";
import { probe } from "../probe";
import { analyze, type AnalyzeOptions } from "./analyze";

const FILES = path.resolve("fixtures/media/files");

async function analyzed(file: string, analyses?: AnalyzeOptions["analyses"]) {
  const source = await FileSource.open(file);
  try {
    return await analyze(source, await probe(source), { analyses });
  } finally {
    await source.close();
  }
}

describe("captions in A/53 user data", () => {
  it("finds CEA-608 CC1 and CC3 and CEA-708 services 1-6 with text in H.264 SEI (capinsp)", async () => {
    const result = await analyzed(path.join(FILES, "capinsp__BigBuckBunny_256x144-24fps.ts"), ["captions"]);
    const captions = result.video[0]!.analysis!.captions!;
    expect(captions.carriage).toEqual(["A/53 SEI user_data_registered_itu_t_t35 (H.264)"]);
    expect(captions.cea608.map((c) => c.channel)).toEqual(["CC1", "CC3"]);
    expect(captions.cea608.every((c) => c.text_characters > 0)).toBe(true);
    expect(captions.cea708.map((s) => s.service)).toEqual([1, 2, 3, 4, 5, 6]);
    // The file's caption track 1 is English, 2 Spanish (the 708 text as CCExtractor shows it).
    expect(captions.cea708[0]!.sample).toContain("THAT'S A STRETCH");
    expect(captions.cea708[1]!.sample).toContain("ESTIRAMIENTO");
  });

  it("reads CC1 text in display order and tells XDS on field 2 from captions (ccx)", async () => {
    const result = await analyzed(path.join(FILES, "ccx__Three colors explicit and special character example.ts"), [
      "captions",
    ]);
    const captions = result.video[0]!.analysis!.captions!;
    const cc1 = captions.cea608.find((c) => c.channel === "CC1")!;
    expect(cc1.sample).toContain("You'll be getting a visit from the Head Fairy.");
    // Field 2 carries XDS (program name "SIMPSONS", network "Fox"): CC3 has a control code and no text.
    expect(captions.cea608.find((c) => c.channel === "CC3")).toMatchObject({ text_characters: 0 });
    // Services 2, 3 and 5 send one block without text: present, but empty.
    expect(captions.cea708.filter((s) => s.text_characters === 0).map((s) => s.service)).toEqual([2, 3, 5]);
  });
});

describe("subtitle pages", () => {
  it("lists the DVB subtitle page_id with its language from the subtitling descriptor", async () => {
    const result = await analyzed(path.join(FILES, "subedit__sample_TS_dvbsub_rs204.ts"), ["captions"]);
    expect(result.subtitle[0]!.analysis!.subtitle_pages).toMatchObject({
      kind: "dvb-subtitles",
      pages: [{ page: "1", language: "und", displays: true }],
    });
  });

  it("lists teletext pages from the page headers; the descriptor's subtitle page has its language", async () => {
    const result = await analyzed(path.join(FILES, "tsduck__test-012.ts"), ["captions"]);
    const pages = result.subtitle[0]!.analysis!.subtitle_pages!;
    expect(pages.kind).toBe("teletext");
    expect(pages.pages.find((p) => p.page === "888")).toMatchObject({ language: "fra" });
    expect(pages.pages.map((p) => p.page)).toContain("100");
  });
});

describe("SCTE-35", () => {
  it("reads the splice_insert of membrane__scte35.ts and places it on the program's timeline", async () => {
    const result = await analyzed(path.join(FILES, "membrane__scte35.ts"), ["scte35"]);
    const [program] = result.analysis!.scte35!;
    expect(program!.sections).toHaveLength(1);
    // pts_time 5 400 000 (60 s at 90 kHz); the program's first PTS is 1.413 s (126 000 + ... ticks).
    expect(program!.sections[0]).toMatchObject({
      command: "splice_insert",
      splice_event_id: 100,
      out_of_network_indicator: true,
      pts_time: 5_400_000,
      break_duration: 60,
    });
    expect(program!.sections[0]!.time).toBe("00:00:58.587");
    expect(program!.breaks).toEqual([
      { event_id: 100, source: "splice_insert", out: "00:00:58.587", duration: 60, matched: false },
    ]);
  });
});

describe("GOP structure of generated streams", () => {
  let work: string;
  const generate = (name: string, args: string[]) => {
    const file = path.join(work, name);
    execFileSync(ffmpegPath(), [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=320x240:rate=25",
      "-t",
      "4",
      ...args,
      "-f",
      "mpegts",
      file,
    ]);
    return file;
  };
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), "analysis-gop-"));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("MPEG-2 -g 12 -bf 2 +cgop: closed GOPs IBBPBBPBBP", async () => {
    // ffmpeg ends a closed GOP on its last P picture (no B may reference the next I), so -g 12 with two
    // B-frames gives 10-picture GOPs; ffprobe -show_frames reads the same pict_type sequence.
    const result = await analyzed(
      generate("cgop.ts", [
        "-c:v",
        "mpeg2video",
        "-g",
        "12",
        "-bf",
        "2",
        "-flags",
        "+cgop",
        "-sc_threshold",
        "1000000000",
        "-timecode",
        "01:00:00:00",
      ]),
      ["gop"],
    );
    expect(result.video[0]!.analysis!.gop).toMatchObject({
      frames: 100,
      gops: 10,
      length_frames: { typical: 10, max: 10 },
      length_seconds: { typical: 0.4 },
      open: 0,
      pattern: "IBBPBBPBBP",
      max_b_frames: 2,
      coding: "frame",
      first_timecode: "01:00:00:00",
    });
  });

  it("MPEG-2 open GOPs: every GOP but the first is open", async () => {
    const result = await analyzed(generate("ogop.ts", ["-c:v", "mpeg2video", "-g", "12", "-bf", "2"]), ["gop"]);
    const gop = result.video[0]!.analysis!.gop!;
    expect(gop.closed).toBe(1);
    expect(gop.open).toBe(gop.gops - 1);
    expect(gop.length_frames?.typical).toBe(12);
  });

  it("MPEG-1 video (stream_type 0x01) -g 12 -bf 2: the same headers, read by the MPEG-2 reader", async () => {
    const result = await analyzed(generate("mpeg1.ts", ["-c:v", "mpeg1video", "-g", "12", "-bf", "2"]), ["gop"]);
    expect(result.video[0]!.format).toBe("mp1v");
    expect(result.video[0]!.analysis!.gop).toMatchObject({ frames: 100, pattern: "IBBPBBPBBPBB", max_b_frames: 2 });
  });

  it("MPEG-2 interlaced frame pictures (+ilme+ildct, ffmpeg writes no field pictures) are frame coding", async () => {
    const result = await analyzed(
      generate("fields.ts", [
        "-c:v",
        "mpeg2video",
        "-g",
        "10",
        "-bf",
        "0",
        "-flags",
        "+ilme+ildct",
        "-top",
        "1",
        "-field_order",
        "tt",
      ]),
      ["gop"],
    );
    expect(result.video[0]!.analysis!.gop).toMatchObject({
      frames: 100,
      length_frames: { typical: 10 },
      coding: "frame",
    });
  });

  it("H.264 keyint 25 without B-frames: regular closed GOPs IPPP…", async () => {
    const result = await analyzed(
      generate("avc.ts", ["-c:v", "libx264", "-g", "25", "-keyint_min", "25", "-sc_threshold", "0", "-bf", "0"]),
      ["gop"],
    );
    expect(result.video[0]!.analysis!.gop).toMatchObject({
      gops: 4,
      length_frames: { min: 25, max: 25, typical: 25 },
      regular: true,
      closed: 4,
      pattern: `I${"P".repeat(24)}`,
      max_b_frames: 0,
    });
  });

  it("HEVC open GOPs (CRA with leading pictures) keep a 25-frame display interval", async () => {
    const params = "keyint=25:min-keyint=25:bframes=3:open-gop=1:scenecut=0:log-level=error";
    const result = await analyzed(generate("hevc.ts", ["-c:v", "libx265", "-x265-params", params]), ["gop"]);
    const gop = result.video[0]!.analysis!.gop!;
    expect(gop).toMatchObject({ frames: 100, length_frames: { min: 25, max: 25 }, regular: true });
    expect(gop.open).toBeGreaterThan(0);
  });

  it("measures the bit rate against the MPEG-2 header's maximum", async () => {
    const result = await analyzed(path.join(FILES, "gen__mpeg2_422_576i_mp2eng_tc.ts"), ["bitrate", "gop"]);
    const video = result.video[0]!.analysis!;
    expect(video.bitrate).toMatchObject({ header_nominal: 5_000_000, header_kind: "maximum", seconds: 2 });
    expect(video.bitrate!.measured_average).toBe(Math.round((video.bitrate!.bytes * 8) / 2));
    expect(video.gop).toMatchObject({ first_timecode: "10:00:00:00", pattern: "IBBPBBPBBPBB" });
  });
});

describe("loudness beside the byte-level pass", () => {
  it("starts the loudness meter before the pass reads the file, so that both run at once", async () => {
    const events: string[] = [];
    const source = await FileSource.open(path.join(FILES, "membrane__scte35.ts"));
    try {
      const result = await analyze(source, await probe(source), {
        analyses: ["bitrate", "loudness"],
        onProgress: () => events.push("read"),
        loudness: async (specifiers) => {
          events.push("loudness");
          return specifiers.map(() => ({ integrated: -23, range: 1, truePeak: -3 }));
        },
      });
      expect(events[0]).toBe("loudness");
      expect(events).toContain("read");
      expect(result.audio[0]!.analysis!.loudness!.integrated_lufs).toBe(-23);
    } finally {
      await source.close();
    }
  });
});
