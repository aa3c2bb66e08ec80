// JPEG 2000 sample entries ('mjp2' of ISO/IEC 15444-3 Motion JPEG 2000 and QuickTime, 'j2ki' of
// ISO/IEC 15444-16) describe only the picture size: the first sample's codestream main header (SIZ,
// COD, CAP) gives the bit depth, the components' sampling and the profile, as in every other container.
import { annotateVideoStream } from "../../annotate";
import { jpeg2000Codec } from "../../codecs/jpeg2000";
import type { BlockReader } from "../../io/block-reader";
import type { VideoStream } from "../../schema";
import type { Track } from "./movie";

const JPEG2000_SAMPLE_ENTRIES: ReadonlySet<string> = new Set(["mjp2", "j2ki"]);
/** Bytes of the first sample read: the main header comes first in a codestream (ISO/IEC 15444-1 A.3). */
const SAMPLE_PREFIX_BYTES = 16 * 1024;

export async function withFirstSampleFields(
  stream: VideoStream,
  entryType: string,
  track: Track,
  offset: number | undefined,
  reader: BlockReader,
  diagnostics: string[],
): Promise<VideoStream> {
  if (!JPEG2000_SAMPLE_ENTRIES.has(entryType) || offset === undefined || offset >= reader.size) return stream;
  const coded = jpeg2000Codec.parse(await reader.bytes(offset, SAMPLE_PREFIX_BYTES), diagnostics);
  if (!coded) {
    diagnostics.push(`track ${track.tkhd?.track_ID ?? "?"}: no JPEG 2000 codestream at the start of its first sample`);
    return stream;
  }
  const { bit_depth, chroma_subsampling, properties, extension } = coded;
  return annotateVideoStream({
    ...stream,
    ...(bit_depth !== undefined && { bit_depth }),
    ...(chroma_subsampling && { chroma_subsampling }),
    properties: { ...properties, ...stream.properties },
    extension: [...(stream.extension ?? []), ...(extension ?? [])],
    $annotation: undefined,
  });
}
