// QuickTime File Format, "Audio channel layout atom" 'chan' (Core Audio's AudioChannelLayout, stored
// big-endian after a FullBox header): a layout tag, or a channel bitmap, or one description per channel.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader } from "../box-fields";
import type { SampleEntryBox } from "../box-descriptor";
import { channelLayoutLabels } from "../tables/channel-layouts";

export interface AudioChannelDescription {
  mChannelLabel: number;
  mChannelFlags: number;
}

export interface AudioChannelLayoutBox {
  mChannelLayoutTag: number;
  mChannelBitmap: number;
  mNumberChannelDescriptions: number;
  /** Those present in the box, at most mNumberChannelDescriptions. */
  mChannelDescriptions: AudioChannelDescription[];
}

/** mChannelLabel(32), mChannelFlags(32), mCoordinates(3 × 32-bit float). */
const DESCRIPTION_BYTES = 20;
/** Descriptions read at most: more channels than any layout names. */
const MAX_DESCRIPTIONS = 64;

function parseChan(payload: Uint8Array): AudioChannelLayoutBox {
  const reader = new BitReader(payload);
  fullBoxHeader(reader);
  const mChannelLayoutTag = reader.u(32);
  const mChannelBitmap = reader.u(32);
  const mNumberChannelDescriptions = reader.u(32);
  const mChannelDescriptions: AudioChannelDescription[] = [];
  for (
    let i = 0;
    i < Math.min(mNumberChannelDescriptions, MAX_DESCRIPTIONS) && reader.bitsLeft >= DESCRIPTION_BYTES * 8;
    i++
  ) {
    mChannelDescriptions.push({ mChannelLabel: reader.u(32), mChannelFlags: reader.u(32) });
    reader.skip(96); // mCoordinates
  }
  return { mChannelLayoutTag, mChannelBitmap, mNumberChannelDescriptions, mChannelDescriptions };
}

/** The layout's labels, unless the coding's configuration gave them. */
export const chanBox: SampleEntryBox<AudioChannelLayoutBox> = {
  type: "chan",
  parse: parseChan,
  audio(stream, layout, { extension }) {
    extension.push({ type: "chan", ...layout });
    const labels = stream.label ? undefined : channelLayoutLabels(layout, stream.channels ?? 0);
    if (labels) stream.label = labels;
    return stream;
  },
};
