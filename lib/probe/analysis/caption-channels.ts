// Which CEA-608 channels and CEA-708 services a stream's cc_data() carries, and whether they hold text or
// only padding. CEA-608 (ANSI/CTA-608-E): field 1 carries CC1/CC2, field 2 CC3/CC4; a control code's first
// byte (0x10..0x1F after the odd parity bit) has bit 3 set for the second channel of its field, and the
// characters that follow belong to that channel. CEA-708 (ANSI/CTA-708-E 6): DTVCC packets of service blocks.
// Captions ride on pictures in decode order but are meant in display order (A/53 Part 4 6.2.3.1: cc_data
// follows the picture's display): they are put back in PTS order through a small window first.
import type { CaptionsAnalysis } from "./analysis-schema";
import { ccDataPairs, type CcPair } from "./cc-data";
import { DisplayOrder } from "./display-order";
import { dtvccServiceBlocks } from "./dtvcc-service-blocks";

const SAMPLE_CHARACTERS = 60;
/** A DTVCC packet is at most 128 bytes (CTA-708-E 5: packet_size_code 0 means 127 data bytes). */
const MAX_DTVCC_PACKET = 128;

interface ChannelTally {
  text_characters: number;
  control_codes: number;
  sample: string;
}

export class CaptionChannels {
  private readonly carriage = new Set<string>();
  private packets = 0;
  private padding = 0;
  private readonly cea608 = new Map<string, ChannelTally>();
  private readonly cea708 = new Map<number, ChannelTally & { blocks: number }>();
  /** The channel (1 or 2) of each field's last control code. */
  private readonly fieldChannel = [1, 1];
  /** Field 2 is carrying XDS (CTA-608-E 9: control codes 0x01..0x0E start a packet, 0x0F ends it), not captions. */
  private xds = false;
  private readonly dtvcc = new Uint8Array(MAX_DTVCC_PACKET);
  private dtvccLength = -1;
  private readonly displayOrder = new DisplayOrder<CcPair[]>((pairs) => pairs.forEach((pair) => this.pair(pair)));

  /** The cc_data() of the picture shown at `pts` (undefined: decode order stands in). */
  ccData(bytes: Uint8Array, carriage: string, pts: number | undefined): void {
    this.ccPairs(ccDataPairs(bytes), carriage, pts);
  }

  /** The byte pairs of one picture's cc_data() or caption distribution packet. */
  ccPairs(pairs: CcPair[], carriage: string, pts: number | undefined): void {
    this.carriage.add(carriage);
    this.packets++;
    this.displayOrder.push(pairs, pts);
  }

  finish(): CaptionsAnalysis | undefined {
    this.displayOrder.flush();
    this.endDtvccPacket();
    if (this.packets === 0) return undefined;
    const sample = (text: string) => (text.trim() ? text.trim() : undefined);
    return {
      carriage: [...this.carriage],
      cc_data_packets: this.packets,
      padding_pairs: this.padding,
      cea608: [...this.cea608.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([channel, tally]) => ({
          channel: channel as "CC1",
          text_characters: tally.text_characters,
          control_codes: tally.control_codes,
          sample: sample(tally.sample),
        })),
      cea708: [...this.cea708.entries()]
        .sort(([a], [b]) => a - b)
        .map(([service, tally]) => ({
          service,
          blocks: tally.blocks,
          text_characters: tally.text_characters,
          sample: sample(tally.sample),
        })),
    };
  }

  private pair(pair: CcPair): void {
    if (!pair.cc_valid) {
      this.padding++;
      return;
    }
    if (pair.cc_type <= 1) this.cea608Pair(pair.cc_type, pair.cc_data_1 & 0x7f, pair.cc_data_2 & 0x7f);
    else if (pair.cc_type === 3) {
      this.endDtvccPacket();
      this.dtvccLength = 0;
      this.dtvccBytes(pair.cc_data_1, pair.cc_data_2);
    } else if (this.dtvccLength >= 0) this.dtvccBytes(pair.cc_data_1, pair.cc_data_2);
  }

  /** `field` 0 or 1; the bytes without their parity bit. */
  private cea608Pair(field: number, b1: number, b2: number): void {
    if (b1 === 0 && b2 === 0) {
      this.padding++;
      return;
    }
    if (field === 1 && b1 >= 0x01 && b1 <= 0x0f) {
      this.xds = b1 !== 0x0f;
      return;
    }
    if (b1 >= 0x10 && b1 <= 0x1f) {
      if (field === 1) this.xds = false;
      this.fieldChannel[field] = b1 & 0x08 ? 2 : 1;
      const tally = this.channel608(field);
      // Special and extended characters are two-byte codes of their own (0x11/0x19 0x30..0x3F; 0x12/0x13 0x20..0x3F).
      if ((b1 & 0x07) >= 1 && (b1 & 0x07) <= 3 && b2 >= 0x20 && b2 <= 0x3f && !((b1 & 0x07) === 1 && b2 < 0x30)) {
        tally.text_characters++;
        return;
      }
      tally.control_codes++;
      if (b2 >= 0x40 || b2 === 0x2d) addSample(tally, " "); // a preamble address code or carriage return
      return;
    }
    if (field === 1 && this.xds) return;
    const tally = this.channel608(field);
    for (const byte of [b1, b2]) {
      if (byte < 0x20) continue;
      tally.text_characters++;
      addSample(tally, String.fromCharCode(byte));
    }
  }

  private channel608(field: number): ChannelTally {
    const name = `CC${field * 2 + this.fieldChannel[field]!}`;
    let tally = this.cea608.get(name);
    if (!tally) this.cea608.set(name, (tally = { text_characters: 0, control_codes: 0, sample: "" }));
    return tally;
  }

  private dtvccBytes(b1: number, b2: number): void {
    for (const byte of [b1, b2])
      if (this.dtvccLength >= 0 && this.dtvccLength < MAX_DTVCC_PACKET) this.dtvcc[this.dtvccLength++] = byte;
  }

  private endDtvccPacket(): void {
    if (this.dtvccLength <= 0) return;
    const packet = this.dtvcc.subarray(0, this.dtvccLength);
    this.dtvccLength = -1;
    for (const block of dtvccServiceBlocks(packet)) {
      let tally = this.cea708.get(block.service_number);
      if (!tally)
        this.cea708.set(
          block.service_number,
          (tally = { blocks: 0, text_characters: 0, control_codes: 0, sample: "" }),
        );
      tally.blocks++;
      tally.text_characters += block.text.length;
      addSample(tally, block.text);
    }
  }
}

function addSample(tally: ChannelTally, text: string): void {
  if (tally.sample.length >= SAMPLE_CHARACTERS || (text === " " && tally.sample.endsWith(" "))) return;
  tally.sample = (tally.sample + text).slice(0, SAMPLE_CHARACTERS);
}
