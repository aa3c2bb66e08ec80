// A house delivery specification (docs/delivery-specs.md): what a QA engineer requires of a
// file, written once in YAML or JSON and checked against the probe and the analysis pass. One zod schema,
// the single source for the CLI's `--spec`, the probe job input's `spec` and the OpenAPI document. Every
// object is strict, so that a misspelt rule is an error rather than a rule silently not checked.
import { z } from "zod";

const TIMECODE = /^\d{2}:[0-5]\d:[0-5]\d[:;]\d{2}$/;
const CLOCK = /^\d{1,3}:[0-5]\d:[0-5]\d(\.\d{1,3})?$/;
const RATE = /^\d+(\.\d+)?(\/\d+)?$/;
const LANGUAGE = /^[a-z]{3}$/;

const oneOrMore = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1, "list at least one value")]);
const positive = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be above 0`);

const Range = (what: string) =>
  z
    .strictObject({ min: positive(what).optional(), max: positive(what).optional() })
    .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, {
      error: "min must not be above max",
    });

const FrameRate = z.string().regex(RATE, "a frame rate is a number (25, 29.97) or a fraction (30000/1001)");

const GopRules = z.strictObject({
  max_length_frames: positive("max_length_frames").optional().describe("Longest GOP allowed, in frames"),
  length_frames: positive("length_frames").optional().describe("The typical GOP length required, in frames"),
  closed: z.boolean().optional().describe("true: every GOP closed (no open GOP); false: open GOPs allowed"),
  regular: z.boolean().optional().describe("A fixed keyframe interval"),
  max_b_frames: z.number().int().min(0).optional().describe("Longest run of B pictures allowed"),
});

const VideoRules = z.strictObject({
  count: Range("count").optional().describe("Number of video streams"),
  codec: oneOrMore(z.string().min(1)).optional().describe("Format codes allowed (mp2v, avc1, hvc1, apch...)"),
  profile: oneOrMore(z.string().min(1))
    .optional()
    .describe("Profiles allowed, as the probe names them before @level (High, High 4:2:2 Intra, 4:2:2)"),
  level: oneOrMore(z.string().min(1))
    .optional()
    .describe("Levels allowed, as the probe names them after the @ (4.1, Main, High)"),
  width: positive("width").optional(),
  height: positive("height").optional(),
  scan: z.enum(["progressive", "interlaced"]).optional(),
  field_order: z.enum(["tff", "bff"]).optional().describe("For interlaced video: top or bottom field first"),
  frame_rate: oneOrMore(FrameRate).optional().describe("Frame rates allowed"),
  bit_depth: positive("bit_depth").optional(),
  chroma_subsampling: z.enum(["4:2:0", "4:2:2", "4:4:4"]).optional(),
  bit_rate: Range("bit_rate")
    .optional()
    .describe("bit/s: the measured average when the analysis ran, else the header's rate"),
  gop: GopRules.optional(),
});

const AudioRules = z.strictObject({
  tracks: Range("tracks").optional().describe("Number of audio streams"),
  codec: oneOrMore(z.string().min(1)).optional().describe("Format codes allowed (in24, sowt, ac-3, mp4a...)"),
  channels: oneOrMore(positive("channels")).optional().describe("Channels per track allowed"),
  layout: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe("Channel labels every track must have, in order (L R, or L R C LFE Ls Rs)"),
  sample_rate: positive("sample_rate").optional().describe("Hz"),
  bit_depth: positive("bit_depth").optional(),
  languages: z
    .array(z.string().regex(LANGUAGE, "languages are ISO 639-2 codes (eng, fre)"))
    .min(1)
    .optional()
    .describe("Languages some track must have, ISO 639-2"),
});

const LoudnessRules = z
  .strictObject({
    integrated_lufs: z
      .number()
      .max(0, "integrated_lufs is a level in LUFS, 0 or below")
      .optional()
      .describe("Target integrated loudness (EBU R128: -23; ATSC A/85: -24)"),
    tolerance_lu: z
      .number()
      .min(0)
      .max(10)
      .default(1)
      .describe("Allowed difference from the target, LU (EBU R128 production: ±0.5; live: ±1)"),
    true_peak_max_dbtp: z
      .number()
      .max(0)
      .optional()
      .describe("Highest true peak allowed, dBTP (EBU R128: -1; ATSC A/85: -2)"),
    loudness_range_max_lu: z.number().positive().optional().describe("Largest loudness range allowed, LU"),
    dialnorm_matches: z
      .boolean()
      .optional()
      .describe("AC-3/E-AC-3: dialnorm must match the measured loudness within 1 dB (ATSC A/85 §8)"),
  })
  .refine((rules) => Object.keys(rules).some((key) => key !== "tolerance_lu"), {
    error: "loudness names a target, a ceiling or a range",
  });

const CaptionRules = z.strictObject({
  required: z.boolean().optional().describe("Captions or subtitles of some kind must be present"),
  cea608: z
    .array(z.enum(["CC1", "CC2", "CC3", "CC4"]))
    .min(1)
    .optional()
    .describe("CEA-608 channels that must carry text"),
  cea708: z.array(z.number().int().min(1).max(63)).min(1).optional().describe("CEA-708 services that must carry text"),
  subtitle_languages: z
    .array(z.string().regex(LANGUAGE, "languages are ISO 639-2 codes (eng, fre)"))
    .min(1)
    .optional()
    .describe("Subtitle streams (DVB, teletext, timed text) by language"),
});

export const DeliverySpec = z
  .strictObject({
    name: z.string().min(1, "name must not be empty").max(200),
    description: z.string().max(2000).optional(),
    container: z
      .strictObject({
        type: oneOrMore(z.string().min(1)).describe("Container types allowed (op1a, mp4, mov, m2ts...)"),
      })
      .optional(),
    duration: z
      .strictObject({
        min: z.string().regex(CLOCK, "a duration is HH:MM:SS or HH:MM:SS.mmm").optional(),
        max: z.string().regex(CLOCK, "a duration is HH:MM:SS or HH:MM:SS.mmm").optional(),
      })
      .optional(),
    timecode: z
      .strictObject({
        start: z.string().regex(TIMECODE, "a timecode is HH:MM:SS:FF (HH:MM:SS;FF drop-frame)").optional(),
        drop_frame: z.boolean().optional(),
      })
      .optional(),
    video: VideoRules.optional(),
    audio: AudioRules.optional(),
    loudness: LoudnessRules.optional(),
    captions: CaptionRules.optional(),
    scte35: z
      .strictObject({ required: z.boolean() })
      .optional()
      .describe("SCTE-35 cues required (true) or forbidden (false)"),
  })
  .meta({ id: "DeliverySpec" })
  .describe("A delivery specification: the rules a file must meet (docs/delivery-specs.md)");
export type DeliverySpec = z.infer<typeof DeliverySpec>;
export type DeliverySpecInput = z.input<typeof DeliverySpec>;

export const RuleResult = z.object({
  rule: z.string().describe("The rule's field path in the spec, e.g. video.frame_rate"),
  field: z.string().describe("Where the value was measured in the probe result, e.g. video[0].sample_rate"),
  status: z.enum(["pass", "fail", "not_measured"]),
  expected: z.string(),
  measured: z.string().describe("The measured value, or why it could not be measured"),
});
export type RuleResult = z.infer<typeof RuleResult>;

export const DeliveryCheck = z
  .object({
    spec: z.string().describe("The spec's name"),
    passed: z.boolean().describe("Every rule passed (a rule not measured does not pass)"),
    failed: z.number().int(),
    not_measured: z.number().int(),
    rules: z.array(RuleResult),
  })
  .meta({ id: "DeliveryCheck" })
  .describe("A file checked against a delivery specification: one line per rule, expected against measured");
export type DeliveryCheck = z.infer<typeof DeliveryCheck>;
