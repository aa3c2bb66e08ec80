// ETSI TS 103 491 Annex B: the DTS-UHD specific box 'udts' of a `dtsx` sample entry (Table B-2), up to its
// ChannelMask: one bit per loudspeaker position of the stream's channel layout, so its set bits count the
// channels, which the sync frames hold in their metadata chunk (codecs/dts/uhd-metadata-chunk.ts) and the
// entry's channelcount does not give (ffmpeg writes 2).
import { BitReader } from "../../../bits/bit-reader";
import { setBitCount } from "../../../bits/set-bits";
import type { SampleEntryBox } from "../box-descriptor";

export interface DtsUhdSpecificBox {
  DecoderProfileCode: number;
  FrameDurationCode: number;
  MaxPayloadCode: number;
  NumPresentationsCode: number;
  ChannelMask: number;
}

function parseUdts(payload: Uint8Array): DtsUhdSpecificBox {
  const r = new BitReader(payload);
  return {
    DecoderProfileCode: r.u(6),
    FrameDurationCode: r.u(2),
    MaxPayloadCode: r.u(3),
    NumPresentationsCode: r.u(5),
    ChannelMask: r.u(32),
  };
}

export const udtsBox: SampleEntryBox<DtsUhdSpecificBox> = {
  type: "udts",
  parse: parseUdts,
  audio(stream, udts, { extension }) {
    extension.push({
      type: "udts",
      ...udts,
      $annotation: { ChannelMask: `0x${udts.ChannelMask.toString(16).padStart(8, "0")}` },
    });
    const channels = setBitCount(udts.ChannelMask);
    return channels > 0 ? { ...stream, channels } : stream;
  },
};
