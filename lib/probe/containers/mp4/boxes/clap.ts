// ISO/IEC 14496-12 12.1.4 CleanApertureBox 'clap': the clean aperture's size and centre offset, as fractions.
import { BitReader } from "../../../bits/bit-reader";
import { s32 } from "../box-fields";
import { cleanAperture, exceedsPicture } from "../../../clean-aperture";
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
 * The aperture's window in a width × height picture: it is centred at
 * ((width − 1)/2 + horizOff, (height − 1)/2 + vertOff) (12.1.4.1).
 */
function apertureWindow(
  clap: CleanApertureBox,
  width: number,
  height: number,
): { left: number; top: number; width: number; height: number } | undefined {
  if (!clap.cleanApertureWidthD || !clap.cleanApertureHeightD || !clap.horizOffD || !clap.vertOffD) return undefined;
  const apertureWidth = clap.cleanApertureWidthN / clap.cleanApertureWidthD;
  const apertureHeight = clap.cleanApertureHeightN / clap.cleanApertureHeightD;
  const left = Math.round((width - apertureWidth) / 2 + clap.horizOffN / clap.horizOffD);
  const top = Math.round((height - apertureHeight) / 2 + clap.vertOffN / clap.vertOffD);
  return { left, top, width: Math.round(apertureWidth), height: Math.round(apertureHeight) };
}

export const clapBox: SampleEntryBox<CleanApertureBox> = {
  type: "clap",
  parse: parseClap,
  video(stream, aperture, { entry, extension, diagnostics }) {
    extension.push({ type: "clap", ...aperture });
    const window = apertureWindow(aperture, entry.width, entry.height);
    if (window) {
      stream.clean_aperture = cleanAperture(
        entry.width,
        entry.height,
        window.left,
        window.top,
        window.width,
        window.height,
      );
      if (exceedsPicture(entry.width, entry.height, window.left, window.top, window.width, window.height)) {
        diagnostics.push(
          `clap: the clean aperture (${window.width}×${window.height}) reaches past the ${entry.width}×${entry.height} picture; it crops nothing there`,
        );
      }
    } else {
      stream.clean_aperture = undefined;
    }
    return stream;
  },
};
