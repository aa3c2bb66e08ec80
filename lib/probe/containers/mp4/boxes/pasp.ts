// ISO/IEC 14496-12 12.1.4 PixelAspectRatioBox 'pasp': the pixel aspect ratio hSpacing:vSpacing.
import { BitReader } from "../../../bits/bit-reader";
import { rational } from "../../../rational";
import type { SampleEntryBox } from "../box-descriptor";
import type { TrackHeaderBox } from "./tkhd";

export interface PixelAspectRatioBox {
  hSpacing: number;
  vSpacing: number;
}

function parsePasp(payload: Uint8Array): PixelAspectRatioBox {
  const reader = new BitReader(payload);
  return { hSpacing: reader.u(32), vSpacing: reader.u(32) };
}

/** The pixel aspect that shows a width × height picture at the track header's presentation size. */
function presentationAspect(tkhd: TrackHeaderBox, width: number, height: number) {
  if (!tkhd.width || !tkhd.height || !width || !height) return undefined;
  return rational(Math.round(tkhd.width * height), Math.round(tkhd.height * width));
}

export const paspBox: SampleEntryBox<PixelAspectRatioBox> = {
  type: "pasp",
  parse: parsePasp,
  video(stream, ratio, { extension }) {
    extension.push({ type: "pasp", ...ratio });
    if (ratio.hSpacing > 0 && ratio.vSpacing > 0) stream.pixel_aspect_ratio = rational(ratio.hSpacing, ratio.vSpacing);
    return stream;
  },
  // A track presented at another size than it is coded has non-square pixels.
  videoWithout(stream, { entry, trackHeader }) {
    if (!stream.pixel_aspect_ratio && trackHeader)
      stream.pixel_aspect_ratio = presentationAspect(trackHeader, entry.width, entry.height);
    return stream;
  },
};
