// ISO/IEC 14496-12 12.1.4 CleanApertureBox 'clap': the clean aperture's size and centre offset, as fractions.
import { BitReader } from "../../../bits/bit-reader";
import { s32 } from "../box-fields";
import type { SampleEntryBox } from "../box-descriptor";

export interface CleanApertureBox {
  cleanApertureWidthN: number;
  cleanApertureWidthD: number;
  cleanApertureHeightN: number;
  cleanApertureHeightD: number;
  horizOffN: number;
  horizOffD: number;
  vertOffN: number;
  vertOffD: number;
}

function parseClap(payload: Uint8Array): CleanApertureBox {
  const reader = new BitReader(payload);
  return {
    cleanApertureWidthN: reader.u(32),
    cleanApertureWidthD: reader.u(32),
    cleanApertureHeightN: reader.u(32),
    cleanApertureHeightD: reader.u(32),
    horizOffN: s32(reader),
    horizOffD: reader.u(32),
    vertOffN: s32(reader),
    vertOffD: reader.u(32),
  };
}

/**
 * The pixels cropped from each edge of a width × height picture: the aperture is centred at
 * ((width − 1)/2 + horizOff, (height − 1)/2 + vertOff) (12.1.4.1).
 */
function cleanApertureCrop(
  clap: CleanApertureBox,
  width: number,
  height: number,
): { left: number; right: number; top: number; bottom: number } | undefined {
  if (!clap.cleanApertureWidthD || !clap.cleanApertureHeightD || !clap.horizOffD || !clap.vertOffD) return undefined;
  const apertureWidth = clap.cleanApertureWidthN / clap.cleanApertureWidthD;
  const apertureHeight = clap.cleanApertureHeightN / clap.cleanApertureHeightD;
  const left = Math.round((width - apertureWidth) / 2 + clap.horizOffN / clap.horizOffD);
  const top = Math.round((height - apertureHeight) / 2 + clap.vertOffN / clap.vertOffD);
  return {
    left,
    right: Math.round(width - apertureWidth) - left,
    top,
    bottom: Math.round(height - apertureHeight) - top,
  };
}

export const clapBox: SampleEntryBox<CleanApertureBox> = {
  type: "clap",
  parse: parseClap,
  video(stream, aperture, { entry, extension }) {
    extension.push({ type: "clap", ...aperture });
    stream.clean_aperture = cleanApertureCrop(aperture, entry.width, entry.height);
    return stream;
  },
};
