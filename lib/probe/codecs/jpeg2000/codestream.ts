// The main header of a JPEG 2000 codestream (ISO/IEC 15444-1 A.4): SOC, then SIZ, and the CAP and COD
// marker segments the prober reads; one parser per marker segment.
import { parseCodingStyleDefault, type CodingStyleDefault } from "./coding-style-default";
import { parseExtendedCapabilities, type ExtendedCapabilities } from "./extended-capabilities";
import { parseImageAndTileSize, type ImageAndTileSize } from "./image-and-tile-size";
import { CAP, COD, codestreamStart, mainHeaderSegments, SIZ } from "./markers";

export interface Jpeg2000Headers {
  siz: ImageAndTileSize;
  cap?: ExtendedCapabilities;
  cod?: CodingStyleDefault;
}

/** Reads the first codestream main header in `bytes`; undefined when none starts there. */
export function findJpeg2000Headers(bytes: Uint8Array, diagnostics: string[]): Jpeg2000Headers | undefined {
  const start = codestreamStart(bytes);
  if (start < 0) return undefined;
  let headers: Jpeg2000Headers | undefined;
  for (const { marker, parameters } of mainHeaderSegments(bytes, start)) {
    try {
      if (marker === SIZ) headers = { siz: parseImageAndTileSize(parameters) };
      else if (marker === CAP && headers) headers.cap = parseExtendedCapabilities(parameters);
      else if (marker === COD && headers) headers.cod = parseCodingStyleDefault(parameters);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      diagnostics.push(
        `JPEG 2000: marker segment 0x${marker.toString(16)} is truncated or malformed (${error.message})`,
      );
      if (marker === SIZ) return undefined;
    }
  }
  return headers;
}
