// Field-coded H.264 in a transport stream, as interlaced broadcast encoders send it: each field a primary
// coded picture of its own (ITU-T H.264 7.4.3: field_pic_flag 1, bottom_field_flag), in its own PES packet
// stamped a field period after the last (ISO/IEC 13818-1 2.7.4). Built here from the syntax of 7.3.2.1.1
// (SPS: frame_mbs_only_flag 0), 7.3.2.2 (PPS) and 7.3.3 (slice header up to idr_pic_id); slice data is
// filler, since the prober decodes no macroblock. Two fields are one frame of a 25 Hz (50 field/s) stream.
import { describe, expect, it } from "vitest";
import { bits } from "../../codecs/testing/bit-fields";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { pesPacket, pesTransportPackets } from "./testing/pes-builder";
import { concatPackets, patSection, pmtSection, sectionPackets } from "./testing/psi-builder";

type Field = [value: number, width: number];
/** ue(v), 9.1: leadingZeroBits zeros, then v + 1 in leadingZeroBits + 1 bits. */
const ue = (v: number): Field => [v + 1, 2 * Math.floor(Math.log2(v + 1)) + 1];
const nal = (header: number, fields: Field[]) => [0, 0, 0, 1, header, ...bits([...fields, [1, 1]])]; // rbsp_stop_one_bit, zero padding

const FIELD_TICKS = 1800; // 90 kHz / 50 fields per second
const FRAMES = 25;

/** SPS of a 720x576 Main profile stream of field or frame macroblocks; VUI timing of 50 ticks per second when `timed`. */
function sequenceParameterSet(timed: boolean): number[] {
  const vui: Field[] = timed
    ? [
        [1, 1],
        [0, 1],
        [0, 1],
        [0, 1],
        [0, 1],
        [1, 1],
        [1, 32],
        [50, 32],
        [1, 1],
        [0, 1],
        [0, 1],
        [0, 1],
        [0, 1],
      ]
    : [[0, 1]];
  return nal(0x67, [
    [77, 8],
    [0, 8],
    [30, 8],
    ue(0), // profile_idc, constraint flags, level_idc, seq_parameter_set_id
    ue(0),
    ue(0),
    ue(0),
    ue(1),
    [0, 1], // log2_max_frame_num_minus4, pic_order_cnt_type 0, log2_max_pic_order_cnt_lsb_minus4, max_num_ref_frames, gaps
    ue(44),
    ue(17),
    [0, 1],
    [0, 1],
    [1, 1],
    [0, 1], // 45 MBs wide, 18 map units (field pairs of MBs) high, frame_mbs_only_flag 0, no MBAFF, direct_8x8, no cropping
    ...vui, // vui_parameters_present_flag [, aspect, overscan, signal, chroma loc, timing (1/50), fixed, no HRD, no pic_struct, no restriction]
  ]);
}

const PICTURE_PARAMETER_SET = nal(0x68, [
  ue(0),
  ue(0),
  [0, 1],
  [0, 1],
  ue(0),
  ue(0),
  ue(0),
  [0, 1],
  [0, 2],
  ue(0),
  ue(0),
  ue(0),
  [0, 1],
  [0, 1],
  [0, 1],
]);

/** One field: an access unit delimiter, then an I slice whose header says which field of frame `frame` it is. */
function field(frame: number, bottom: boolean, withParameterSets: Uint8Array): Uint8Array {
  const idr = frame === 0;
  const slice = nal(idr ? 0x65 : 0x21, [
    ue(0),
    ue(7),
    ue(0),
    [frame % 16, 4],
    [1, 1],
    [bottom ? 1 : 0, 1],
    ...(idr ? [ue(0)] : []),
    [(2 * frame + (bottom ? 1 : 0)) % 16, 4],
  ]);
  const delimiter = [0, 0, 0, 1, 0x09, 0xf0];
  return Uint8Array.from([...delimiter, ...withParameterSets, ...slice, ...new Array<number>(400).fill(0x88)]);
}

/** Each field in its own PES packet, or (`pairs`) both fields of a frame in one, stamped per frame. */
function fieldCodedStream(timed: boolean, pairs = false): Uint8Array {
  const parameterSets = Uint8Array.from([...sequenceParameterSet(timed), ...PICTURE_PARAMETER_SET]);
  const psi = [
    ...sectionPackets([patSection([[1, 0x1000]])], { pid: 0 }),
    ...sectionPackets([pmtSection(1, 0x100, [[0x1b, 0x100]])], { pid: 0x1000 }),
  ];
  const packets = [...psi];
  let cc = 0;
  const none = new Uint8Array(0);
  for (let frame = 0; frame < FRAMES; frame++) {
    const [top, bottom] = [field(frame, false, frame === 0 ? parameterSets : none), field(frame, true, none)];
    const payloads = pairs ? [Uint8Array.from([...top, ...bottom])] : [top, bottom];
    payloads.forEach((payload, i) => {
      const carried = pesTransportPackets(0x100, pesPacket(0xe0, 90000 + (2 * frame + i) * FIELD_TICKS, payload), cc);
      cc += carried.length;
      packets.push(...carried);
    });
  }
  return concatPackets(packets);
}

describe("field-coded H.264 in a transport stream: a field pair is one frame", () => {
  it("derives 25 frames/s, not 50, from the PTS of a stream without VUI timing, and counts 25 frames", async () => {
    const result = await probe(new MemorySource(fieldCodedStream(false), "fields.ts"));
    expect(result.video[0]).toMatchObject({
      format: "avc1",
      width: 720,
      height: 576,
      sample_rate: { numerator: 25, denominator: 1 },
      duration: FRAMES,
    });
    expect(result.duration).toBe("00:00:01.000");
  });

  it("times the last field as a field, not a frame, under VUI timing (time_scale 50, num_units_in_tick 1)", async () => {
    const result = await probe(new MemorySource(fieldCodedStream(true), "fields-timed.ts"));
    expect(result.video[0]).toMatchObject({ sample_rate: { numerator: 25, denominator: 1 }, duration: FRAMES });
    expect(result.duration).toBe("00:00:01.000");
  });

  it("keeps one PTS step a frame where both fields of a frame share a PES packet", async () => {
    for (const timed of [false, true]) {
      const result = await probe(new MemorySource(fieldCodedStream(timed, true), "field-pairs.ts"));
      expect(result.video[0], `timed ${timed}`).toMatchObject({
        sample_rate: { numerator: 25, denominator: 1 },
        duration: FRAMES,
      });
      expect(result.duration).toBe("00:00:01.000");
    }
  });
});
