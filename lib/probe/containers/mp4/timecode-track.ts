// A QuickTime timecode track ('tmcd' handler and sample entry): its first sample, a 32-bit frame
// number at the first chunk's offset, is the timecode of the movie's first frame. Its properties take
// the names of the same concept in MXF (SMPTE ST 377-1 Timecode Component: StartTimecode,
// RoundedTimecodeBase, DropFrame), so that one name holds across containers.
import { formatTimecode } from "../../annotate";
import type { BlockReader } from "../../io/block-reader";
import type { DataStream } from "../../schema";
import { FORMAT_NAMES } from "../../tables/formats";
import type { InlineBox } from "./box-header";
import { tmcdBox, TIMECODE_COUNTER, TIMECODE_DROP_FRAME } from "./boxes/tmcd";
import type { Track } from "./movie";

/** The properties a timecode track gives its data stream and the container. */
export interface TimecodeProperties {
  /** HH:MM:SS:FF (';' before FF when drop-frame), when the first sample could be read. */
  StartTimecode?: string;
  /** Frames counted per second: the sample entry's numberOfFrames. */
  RoundedTimecodeBase: number;
  DropFrame: boolean;
}

export interface TimecodeTrack {
  stream: DataStream;
  timecode: TimecodeProperties;
}

export async function timecodeTrack(
  track: Track,
  entryBox: InlineBox,
  reader: BlockReader,
  diagnostics: string[],
): Promise<TimecodeTrack> {
  const entry = tmcdBox.parse(entryBox.payload, entryBox.type, diagnostics);
  const dropFrame = (entry.flags & TIMECODE_DROP_FRAME) !== 0;
  let timecode: string | undefined;
  const offset = track.stco?.first_chunk_offset;
  if ((entry.flags & TIMECODE_COUNTER) === 0 && offset !== undefined && entry.numberOfFrames > 0) {
    const sample = await reader.bytes(offset, 4);
    if (sample.length === 4) {
      const frameNumber = new DataView(sample.buffer, sample.byteOffset, 4).getInt32(0);
      timecode = formatTimecode(frameNumber, entry.numberOfFrames, dropFrame);
    } else {
      diagnostics.push(
        `timecode track ${track.tkhd?.track_ID ?? "?"}: its sample at ${offset} lies past the end of the file`,
      );
    }
  }
  const properties: TimecodeProperties = {
    ...(timecode && { StartTimecode: timecode }),
    RoundedTimecodeBase: entry.numberOfFrames,
    DropFrame: dropFrame,
  };
  const stream: DataStream = {
    format: "tmcd",
    properties: { TrackId: track.tkhd?.track_ID, ...properties },
    $annotation: { format: FORMAT_NAMES.tmcd ?? "tmcd" },
  };
  return { stream, timecode: properties };
}
