// The analysis pass over a Matroska or WebM file (RFC 9559): Info and Tracks are read first (as the prober
// reads them), then the Segment once, front to back, element by element, descending into each Cluster and
// BlockGroup: every SimpleBlock and Block is split into its frames (block-header.ts), each handed to its
// track's analysis (sample-track-analysis.ts) at the Cluster Timestamp plus the block's relative timestamp.
import { parseAvcC } from "../../containers/mp4/boxes/avcC";
import { parseHvcC } from "../../containers/mp4/boxes/hvcC";
import { parseBlockHeader } from "../../containers/matroska/block-header";
import { MAX_ELEMENT_HEADER_BYTES, readElementHeader, unsignedInteger } from "../../containers/matroska/ebml/element";
import { ID } from "../../containers/matroska/element-ids";
import { parseInfo } from "../../containers/matroska/info";
import { readSegmentElements } from "../../containers/matroska/segment";
import { parseTracks, type TrackEntry } from "../../containers/matroska/track-entry";
import { ProbeError } from "../../errors";
import { BlockReader } from "../../io/block-reader";
import type { ByteSource } from "../../io/byte-source";
import { ForwardReader } from "../../io/forward-reader";
import type { ContainerProbe } from "../../schema";
import type { AnalysisName, StreamAnalysis } from "../analysis-schema";
import { SampleTrackAnalysis, type SampleCoding } from "../sample-track-analysis";
import type { AnyStream } from "../stream-rates";

/** A block's header and lace sizes: 256 Xiph-laced frames of up to a few kilobytes each fit. */
const BLOCK_HEADER_BYTES = 8 * 1024;
const NANOSECONDS = 1e9;

export interface MatroskaAnalysis {
  streams: Map<AnyStream, StreamAnalysis>;
  bytesRead: number;
  /** The frames of the blocks read: the container's samples, as MP4's pass counts its own. */
  samples: number;
  notAnalysed: string[];
}

export async function analyzeMatroska(
  source: ByteSource,
  probe: ContainerProbe,
  analyses: ReadonlySet<AnalysisName>,
  onProgress?: (fraction: number) => void,
): Promise<MatroskaAnalysis> {
  const notAnalysed: string[] = [];
  const reader = new BlockReader(source);
  const ebml = readElementHeader(await reader.bytes(0, MAX_ELEMENT_HEADER_BYTES), 0);
  const segmentAt = ebml?.end ?? 0;
  const segment = readElementHeader(await reader.bytes(segmentAt, MAX_ELEMENT_HEADER_BYTES), 0, segmentAt);
  const result: MatroskaAnalysis = { streams: new Map(), bytesRead: 0, samples: 0, notAnalysed };
  if (!segment || segment.id !== ID.Segment) {
    notAnalysed.push("no Segment after the EBML header");
    return result;
  }
  const span = { dataStart: segment.dataStart, end: Math.min(segment.end ?? source.size, source.size) };
  const elements = await readSegmentElements(reader, span, []);
  const infoData = elements.data.get(ID.Info);
  const timestampScale = (infoData && parseInfo(infoData, []).TimestampScale) || 1_000_000;
  const tracksData = elements.data.get(ID.Tracks);
  const byNumber = new Map<number, SampleTrackAnalysis>();
  for (const track of tracksData ? parseTracks(tracksData, []) : []) {
    const stream = [...probe.video, ...probe.audio, ...probe.subtitle].find(
      (candidate) => candidate.properties?.TrackNumber === track.TrackNumber,
    );
    if (stream && track.TrackNumber !== undefined)
      byNumber.set(track.TrackNumber, new SampleTrackAnalysis(stream, analyses, trackCoding(stream, track)));
  }

  const forward = new ForwardReader(source, (end) => onProgress?.(end / source.size));
  let clusterTimestamp = 0;
  try {
    // One walk over the Segment's elements and those of Clusters and BlockGroups alike: a Cluster of unknown
    // size (a live recording's) ends where the next one begins.
    for (let at = elements.firstCluster ?? span.dataStart; at < span.end;) {
      const header = readElementHeader(await forward.bytes(at, MAX_ELEMENT_HEADER_BYTES), 0, at);
      if (!header) {
        notAnalysed.push(`the walk of the Segment stopped at byte ${at}: no element header there`);
        break;
      }
      if (header.id === ID.Cluster || header.id === ID.BlockGroup) {
        at = header.dataStart;
        continue;
      }
      if (header.end === undefined) break;
      const size = Math.min(header.end, span.end) - header.dataStart;
      if (header.id === ID.Timestamp) clusterTimestamp = unsignedInteger(await forward.bytes(header.dataStart, size));
      else if (header.id === ID.SimpleBlock || header.id === ID.Block) {
        const block = parseBlockHeader(await forward.bytes(header.dataStart, Math.min(size, BLOCK_HEADER_BYTES)), size);
        const track = byNumber.get(block.track_number);
        const seconds = ((clusterTimestamp + block.timestamp) * timestampScale) / NANOSECONDS;
        for (const frame of block.frames) {
          result.samples++;
          await track?.sample(forward, header.dataStart + frame.offset, frame.size, seconds);
        }
      }
      at = header.end;
    }
  } catch (error) {
    if (!(error instanceof ProbeError)) throw error;
    notAnalysed.push(`the Segment's blocks could not all be read: ${error.message}`);
  } finally {
    await forward.close();
  }
  for (const track of byNumber.values()) result.streams.set(track.stream, track.finish());
  result.bytesRead = forward.bytesRead;
  return result;
}

/** H.264 and HEVC frames as in MP4 (CodecPrivate holds the avcC or hvcC record, RFC 9559 codec mappings); MPEG-2 as start codes. */
function trackCoding(stream: AnyStream, track: TrackEntry): SampleCoding | undefined {
  if (!("width" in stream)) return undefined;
  if (stream.format === "mp2v") return { format: "mp2v" };
  if (!track.CodecPrivate) return undefined;
  try {
    if (stream.format === "avc1") {
      const { record, sequenceParameterSets } = parseAvcC(track.CodecPrivate);
      return { format: "avc1", lengthSize: record.lengthSizeMinusOne + 1, parameterSets: sequenceParameterSets };
    }
    if (stream.format === "hvc1") {
      const { record, nalUnits } = parseHvcC(track.CodecPrivate);
      return {
        format: "hvc1",
        lengthSize: record.lengthSizeMinusOne + 1,
        parameterSets: nalUnits.map((nal) => nal.unit),
      };
    }
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  return undefined;
}
