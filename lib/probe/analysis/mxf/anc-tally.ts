// The ST 291 packets of an MXF file's ANC data elements (SMPTE ST 436-1 clause 7), tallied by DID/SDID
// with the lines they came on. Payloads with an 8-bit sample coding are the packet's words as they are;
// 10-bit ones are unpacked and their parity removed (ten-bit-samples.ts); 1-bit ones (VBI only) and
// damaged elements are counted as undecoded. VBI elements (ST 436-1 clause 6, the same layout) are listed
// by line, wrapping type and sample coding; their samples (line 21 waveforms and the like) are not decoded.
import { ProbeError } from "../../errors";
import type { AncDataAnalysis } from "../analysis-schema";
import {
  isEightBitCoding,
  parseAncFrameElement,
  PAYLOAD_SAMPLE_CODINGS,
  WRAPPING_TYPES,
  type AncElementEntry,
} from "./anc-frame-element";
import { ancTypeName, parseAncPacket, type AncPacket } from "./anc-packet";
import { isTenBitCoding, tenBitSamples, withoutParity } from "./ten-bit-samples";

const MAX_LINES_LISTED = 32;
/** Distinct VBI lines (line, wrapping type, coding) listed; a frame has at most a few dozen. */
const MAX_VBI_LINES_LISTED = 64;

/** The ST 291 packets of the file by DID/SDID, and those that could not be read. */
export class AncTally {
  elements = 0;
  vbiElements = 0;
  private undecoded = 0;
  private readonly types = new Map<number, { packets: number; lines: Set<number> }>();
  private readonly vbiLines = new Map<string, { entry: AncElementEntry; elements: number }>();

  /** An element's lines (ST 436 Table 4/5); a damaged element is counted as undecoded and gives none. */
  private entries(value: Uint8Array): ReturnType<typeof parseAncFrameElement> {
    try {
      return parseAncFrameElement(value);
    } catch (error) {
      if (!(error instanceof ProbeError)) throw error;
      this.undecoded++;
      return [];
    }
  }

  /** A VBI element's lines; a damaged element is counted as undecoded. */
  vbiElement(value: Uint8Array): void {
    this.vbiElements++;
    for (const entry of this.entries(value)) {
      const key = `${entry.line_number}/${entry.wrapping_type}/${entry.payload_sample_coding}`;
      const line = this.vbiLines.get(key);
      if (line) line.elements++;
      else if (this.vbiLines.size < MAX_VBI_LINES_LISTED) this.vbiLines.set(key, { entry, elements: 1 });
    }
  }

  /** The packets of an ANC element; those it cannot read are counted as undecoded. */
  *packets(value: Uint8Array): Generator<{ packet: AncPacket; line: number }> {
    for (const entry of this.entries(value)) {
      let packet;
      try {
        const samples = eightBitWords(entry);
        if (!samples) {
          this.undecoded++;
          continue;
        }
        packet = parseAncPacket(samples);
      } catch (error) {
        if (!(error instanceof ProbeError)) throw error;
        this.undecoded++;
        continue;
      }
      const key = packet.DID * 256 + packet.SDID;
      let type = this.types.get(key);
      if (!type) this.types.set(key, (type = { packets: 0, lines: new Set() }));
      type.packets++;
      if (type.lines.size < MAX_LINES_LISTED) type.lines.add(entry.line_number);
      yield { packet, line: entry.line_number };
    }
  }

  /** Runs a decoder of a packet's words; a packet it cannot read is counted as undecoded. */
  guard(decode: () => void): void {
    try {
      decode();
    } catch (error) {
      if (!(error instanceof ProbeError)) throw error;
      this.undecoded++;
    }
  }

  private listVbiLines(): NonNullable<AncDataAnalysis["vbi_lines"]> {
    return [...this.vbiLines.values()]
      .sort((a, b) => a.entry.line_number - b.entry.line_number || a.entry.wrapping_type - b.entry.wrapping_type)
      .map(({ entry, elements }) => ({
        line_number: entry.line_number,
        wrapping_type: entry.wrapping_type,
        wrapping: WRAPPING_TYPES[entry.wrapping_type],
        payload_sample_coding: entry.payload_sample_coding,
        sample_coding: PAYLOAD_SAMPLE_CODINGS[entry.payload_sample_coding],
        payload_sample_count: entry.payload_sample_count,
        elements,
      }));
  }

  finish(): AncDataAnalysis {
    return {
      elements: this.elements,
      vbi_elements: this.vbiElements,
      packets: [...this.types.entries()]
        .sort(([a], [b]) => a - b)
        .map(([key, type]) => ({
          DID: key >> 8,
          SDID: key & 0xff,
          type: ancTypeName(key >> 8, key & 0xff),
          packets: type.packets,
          lines: [...type.lines].sort((a, b) => a - b),
        })),
      undecoded: this.undecoded,
      ...(this.vbiLines.size > 0 ? { vbi_lines: this.listVbiLines() } : {}),
    };
  }
}

/** A packet's words as 8-bit values, or undefined for a coding that carries none (1-bit, reserved). */
function eightBitWords(entry: AncElementEntry): Uint8Array | undefined {
  const { payload, payload_sample_coding, payload_sample_count } = entry;
  if (isEightBitCoding(payload_sample_coding)) return payload.subarray(0, payload_sample_count);
  if (isTenBitCoding(payload_sample_coding)) return withoutParity(tenBitSamples(payload, payload_sample_count));
  return undefined;
}
