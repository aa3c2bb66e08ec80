// The `analysis` objects of the deep analysis pass (`analyze.ts`): one on the container, one on each stream
// it measured. zod schemas, the single source for the types and for the OpenAPI document.
import { z } from "zod";
import { ANALYSES } from "./analysis-names";

export { ANALYSES };
export const AnalysisName = z.enum(ANALYSES);
export type AnalysisName = z.infer<typeof AnalysisName>;

const Timecode = z.string().describe("SMPTE ST 12-1 timecode HH:MM:SS:FF (HH:MM:SS;FF when drop-frame)");
const Timeline = z
  .string()
  .describe("Position on the container's timeline, HH:MM:SS.mmm from the program's first timestamp");

export const GopAnalysis = z.object({
  gops: z.number().int().describe("Number of GOPs (an I/IDR/IRAP picture to the next)"),
  frames: z.number().int().describe("Coded frames read (a field pair counts once)"),
  length_frames: z
    .object({ min: z.number().int(), max: z.number().int(), typical: z.number().int() })
    .optional()
    .describe("GOP length in frames; the last GOP, cut by the end of the file, is left out when others exist"),
  length_seconds: z.object({ min: z.number(), max: z.number(), typical: z.number() }).optional(),
  regular: z.boolean().optional().describe("Every whole GOP has the typical length (a fixed keyframe interval)"),
  closed: z.number().int().describe("GOPs that decode without the previous GOP (closed_gop, IDR, IDR/BLA IRAP)"),
  open: z
    .number()
    .int()
    .describe(
      "GOPs whose leading pictures reference the previous GOP (open GOP: MPEG-2 closed_gop 0, H.264 non-IDR I with leading pictures, HEVC CRA)",
    ),
  pattern: z.string().optional().describe("Picture types of the typical GOP in display order, e.g. IBBPBBPBBPBB"),
  max_b_frames: z.number().int().describe("Longest run of consecutive B pictures in display order"),
  coding: z.enum(["frame", "field", "mixed"]).optional().describe("Field or frame pictures"),
  first_timecode: Timecode.optional().describe(
    "Start timecode of the first GOP (MPEG-2 group_of_pictures_header, H.264 pic_timing clock timestamp, HEVC time_code SEI)",
  ),
  timecode_source: z.string().optional(),
});
export type GopAnalysis = z.infer<typeof GopAnalysis>;

const Cea608Channel = z.object({
  channel: z.enum(["CC1", "CC2", "CC3", "CC4"]),
  text_characters: z
    .number()
    .int()
    .describe("Printable characters received (0: the channel carries only control codes)"),
  control_codes: z.number().int(),
  sample: z.string().optional().describe("The first characters of text, for a reader to recognise"),
});
const Cea708Service = z.object({
  service: z.number().int().describe("service_number (1..63)"),
  blocks: z.number().int(),
  text_characters: z.number().int().describe("G0/G1 characters received"),
  sample: z.string().optional(),
});
export const CaptionsAnalysis = z.object({
  carriage: z
    .array(z.string())
    .describe(
      "Where captions were found, e.g. A/53 user data (MPEG-2 user_data), A/53 SEI user_data_registered_itu_t_t35",
    ),
  cc_data_packets: z.number().int().describe("cc_data() structures (or caption distribution packets) read"),
  padding_pairs: z.number().int().describe("Valid byte pairs that held only padding (0x80 0x80, null DTVCC blocks)"),
  cea608: z.array(Cea608Channel),
  cea708: z.array(Cea708Service),
});
export type CaptionsAnalysis = z.infer<typeof CaptionsAnalysis>;

export const SubtitlePagesAnalysis = z.object({
  kind: z.enum(["dvb-subtitles", "teletext"]),
  pes_packets: z.number().int(),
  pages: z.array(
    z.object({
      page: z.string().describe("DVB subtitles: page_id; teletext: the page number as magazine and page (888)"),
      language: z.string().optional().describe("From the PMT's subtitling or teletext descriptor"),
      segments: z.number().int().describe("Segments (DVB) or page headers (teletext) carrying this page"),
      displays: z
        .boolean()
        .optional()
        .describe("DVB: object data was sent (something is shown), not only page composition"),
    }),
  ),
});
export type SubtitlePagesAnalysis = z.infer<typeof SubtitlePagesAnalysis>;

const SegmentationDescriptor = z.object({
  segmentation_event_id: z.number().int(),
  segmentation_event_cancel_indicator: z.boolean(),
  segmentation_type_id: z.number().int().optional(),
  segmentation_type: z.string().optional().describe("Name of segmentation_type_id (SCTE 35 Table 22)"),
  segmentation_duration: z.number().optional().describe("Seconds"),
  segmentation_upid_type: z.number().int().optional(),
  segmentation_upid: z.string().optional().describe("UPID as text when printable, else hexadecimal"),
  segment_num: z.number().int().optional(),
  segments_expected: z.number().int().optional(),
});
/** Breaks matched out → in (ad-breaks.ts), by splice event id or by segmentation type and event id. */
function adBreaks<Source extends string>(source: Source, time: typeof Timeline) {
  return z.array(
    z.object({
      event_id: z.number().int(),
      source: z.enum([source, "segmentation_descriptor"]),
      out: time.optional(),
      in: time.optional(),
      duration: z.number().optional().describe("Seconds from out to in, else the announced duration"),
      matched: z.boolean().describe("Both the out and the in (return) were found"),
    }),
  );
}

export const SpliceInfoSection = z.object({
  pid: z.number().int(),
  splice_command_type: z.number().int(),
  command: z
    .string()
    .describe("splice_null, splice_schedule, splice_insert, time_signal, bandwidth_reservation, private_command"),
  pts_adjustment: z.number().int(),
  pts_time: z.number().int().optional().describe("The splice time (pts_time + pts_adjustment, 90 kHz), when given"),
  time: Timeline.optional().describe(
    "The splice time on the container's timeline; for splice_immediate, where the section arrived",
  ),
  splice_immediate: z.boolean().optional(),
  splice_event_id: z.number().int().optional(),
  splice_event_cancel_indicator: z.boolean().optional(),
  out_of_network_indicator: z.boolean().optional(),
  break_duration: z.number().optional().describe("Seconds"),
  auto_return: z.boolean().optional(),
  segmentation: z.array(SegmentationDescriptor).optional(),
  repeats: z.number().int().describe("Identical sections that followed (a splicer repeats a cue until its time)"),
});
export const Scte35Analysis = z.object({
  program_number: z.number().int().optional(),
  sections: z.array(SpliceInfoSection).describe("Distinct splice_info_sections in arrival order (at most 1000)"),
  breaks: adBreaks("splice_insert", Timeline),
  crc_errors: z.number().int(),
});
export type Scte35Analysis = z.infer<typeof Scte35Analysis>;
export type SpliceInfoSection = z.infer<typeof SpliceInfoSection>;

const EditUnitTime = z.string().describe("Position on the MXF file's timeline, HH:MM:SS.mmm from its first edit unit");
const Scte104Operation = z.object({
  opID: z.number().int(),
  operation: z
    .string()
    .describe(
      "Its name: splice_request_data, time_signal_request_data, insert_segmentation_descriptor_request_data, ...",
    ),
  splice_insert_type: z.number().int().optional(),
  splice_insert: z
    .string()
    .optional()
    .describe("spliceStart_normal, spliceStart_immediate, spliceEnd_normal, spliceEnd_immediate, splice_cancel"),
  splice_event_id: z.number().int().optional(),
  unique_program_id: z.number().int().optional(),
  pre_roll_time: z.number().int().optional().describe("Milliseconds from the message to the splice point"),
  splice_time: EditUnitTime.optional().describe(
    "The splice point: the message's time plus pre_roll_time (an immediate splice: the message's time)",
  ),
  break_duration: z.number().optional().describe("Seconds (SCTE 104 counts tenths)"),
  auto_return: z.boolean().optional(),
  avail_num: z.number().int().optional(),
  avails_expected: z.number().int().optional(),
  segmentation: SegmentationDescriptor.optional().describe(
    "insert_segmentation_descriptor_request_data as the SCTE 35 segmentation_descriptor it becomes (duration in seconds)",
  ),
});
export const Scte104Analysis = z
  .object({
    messages: z
      .array(
        z.object({
          edit_unit: z.number().int().describe("The content package (frame) carrying the message, from 0"),
          time: EditUnitTime.optional().describe("The edit unit's time at the picture's edit rate"),
          timecode: Timecode.optional().describe("The edit unit's time code, counted from the timecode track's start"),
          line_number: z.number().int().describe("The VANC line (ST 436 line_number)"),
          message: z.enum(["multiple_operation_message", "single_operation_message"]),
          protocol_version: z.number().int(),
          AS_index: z.number().int(),
          message_number: z.number().int(),
          DPI_PID_index: z.number().int(),
          result: z.number().int().optional().describe("single_operation_message"),
          timestamp: z.string().optional().describe("timestamp(): UTC, VITC time code or GPI, when time_type is not 0"),
          operations: z.array(Scte104Operation),
          repeats: z
            .number()
            .int()
            .describe("Identical messages that followed (duplicate_msg, or the same bytes sent again)"),
        }),
      )
      .describe("Distinct messages in file order (at most 1000)"),
    breaks: adBreaks("splice_request", EditUnitTime),
    anc_packets: z.number().int().describe("SCTE 104 ancillary packets (DID 0x41, SDID 0x07) read"),
    errors: z.number().int().describe("Packets whose message could not be read (cut short, lengths overrunning)"),
  })
  .describe(
    "SCTE 104 messages in the ST 436 ANC data of an MXF file (SMPTE ST 2010 VANC mapping), placed on the file's timeline",
  );
export type Scte104Analysis = z.infer<typeof Scte104Analysis>;

export const AncDataAnalysis = z
  .object({
    elements: z.number().int().describe("ST 436 ANC frame elements read"),
    vbi_elements: z.number().int().describe("ST 436 VBI frame elements (their samples are not decoded)"),
    packets: z
      .array(
        z.object({
          DID: z.number().int(),
          SDID: z.number().int(),
          type: z.string().optional().describe("The registered use of the DID/SDID pair (SMPTE ST 291-1)"),
          packets: z.number().int(),
          lines: z.array(z.number().int()).describe("VANC lines they came on"),
        }),
      )
      .describe("ST 291-1 packets by DID and SDID"),
    undecoded: z
      .number()
      .int()
      .describe("Packets not read: a 1-bit or reserved payload sample coding, or a damaged element or packet"),
    vbi_lines: z
      .array(
        z.object({
          line_number: z.number().int(),
          wrapping_type: z.number().int(),
          wrapping: z.string().optional().describe("ST 436-1 Table 3: frame, field 1, field 2, progressive frame"),
          payload_sample_coding: z.number().int(),
          sample_coding: z
            .string()
            .optional()
            .describe("ST 436-1 Table 2: 1-, 8- or 10-bit luma and/or color difference"),
          payload_sample_count: z.number().int().describe("Samples of the line's first element"),
          elements: z.number().int().describe("VBI elements carrying this line"),
        }),
      )
      .optional()
      .describe("The VBI lines of the ST 436 VBI elements, by line, wrapping type and coding (at most 64)"),
  })
  .describe("The MXF file's ancillary data essence (SMPTE ST 436-1 ANC and VBI elements)");
export type AncDataAnalysis = z.infer<typeof AncDataAnalysis>;

export const LoudnessAnalysis = z.object({
  integrated_lufs: z.number().optional().describe("EBU R128 / ITU-R BS.1770-4 integrated loudness, LUFS"),
  loudness_range_lu: z.number().optional().describe("EBU Tech 3342 loudness range, LU"),
  true_peak_dbtp: z.number().optional().describe("Highest true peak of any channel, dBTP"),
  measured_by: z.string().describe("ffmpeg ebur128 filter"),
  dialnorm_db: z.number().optional().describe("AC-3/E-AC-3 dialnorm as a level (−dialnorm dB)"),
  dialnorm_difference_db: z
    .number()
    .optional()
    .describe("integrated_lufs − dialnorm_db; ATSC A/85 asks dialnorm to match the measured loudness"),
  dialnorm_matches: z.boolean().optional().describe("|dialnorm_difference_db| < 1 (dialnorm's 1 dB step)"),
});
export type LoudnessAnalysis = z.infer<typeof LoudnessAnalysis>;

export const BitRateAnalysis = z.object({
  measured_average: z
    .number()
    .int()
    .describe(
      "Bits of the stream's packet payloads (PES packets, headers included; MXF: its essence element values) over its duration, bit/s",
    ),
  bytes: z.number().int(),
  seconds: z.number().describe("From the stream's first to its last timestamp, plus one frame"),
  header_nominal: z.number().int().optional().describe("The rate the stream's headers declare (bit_rate of the probe)"),
  header_kind: z
    .enum(["maximum", "nominal"])
    .optional()
    .describe("MPEG-2 bit_rate_value and H.264/HEVC HRD rates are maxima; audio frame rates are nominal"),
});
export type BitRateAnalysis = z.infer<typeof BitRateAnalysis>;

export const StreamAnalysis = z
  .object({
    gop: GopAnalysis.optional(),
    captions: CaptionsAnalysis.optional(),
    subtitle_pages: SubtitlePagesAnalysis.optional(),
    loudness: LoudnessAnalysis.optional(),
    bitrate: BitRateAnalysis.optional(),
  })
  .meta({ id: "StreamAnalysis" })
  .describe("Results of the deep analysis pass (broadmark probe --analyze, the probe job input's `analysis`)");
export type StreamAnalysis = z.infer<typeof StreamAnalysis>;

export const ContainerAnalysis = z
  .object({
    analyses: z.array(AnalysisName).describe("The analyses run"),
    bytes_read: z.number().int(),
    packets: z.number().int().optional().describe("Transport packets read"),
    samples: z
      .number()
      .int()
      .optional()
      .describe("MP4/QuickTime samples (chunks of equal-size audio samples count once) or Matroska frames visited"),
    scte35: z.array(Scte35Analysis).optional().describe("Per program carrying an SCTE-35 PID"),
    scte104: Scte104Analysis.optional(),
    anc_data: AncDataAnalysis.optional(),
    edit_units: z.number().int().optional().describe("MXF content packages read"),
    not_analysed: z.array(z.string()).optional().describe("What the pass could not measure, and why"),
  })
  .meta({ id: "ContainerAnalysis" })
  .describe(
    "The deep analysis pass over the whole file: what ran, and what belongs to the container (SCTE-35 per program, SCTE-104 and ancillary data of MXF)",
  );
export type ContainerAnalysis = z.infer<typeof ContainerAnalysis>;
