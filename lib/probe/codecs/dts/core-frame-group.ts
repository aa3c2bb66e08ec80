// A DTS-HD frame as a stream delivers it: a core frame (ETSI TS 102 114 5.3) and the extension substream
// that follows it (7.4), or cores back to back with their substreams after them in the same order, as a
// Blu-ray multiplex groups them (one PES packet of cores, stream_id_extension 0x71, the next of their
// substreams, 0x72). Either way the first substream's asset describes the audio the group carries.
import { parseDtsCoreFrameHeader, type DtsCoreFrameHeader } from "./core-frame-header";
import { parseDtsExtensionSubstreamHeader, type DtsExtensionSubstreamHeader } from "./extension-substream";

/** Cores looked for before their substreams: bounds the walk from each candidate sync word. */
const MAX_GROUPED_FRAMES = 16;
/** Bytes a core frame header takes (5.3.1): fewer left after a run of cores cannot tell what comes next. */
const CORE_HEADER_BYTES = 16;

export interface DtsCoreFrameGroup {
  core: DtsCoreFrameHeader;
  substream: DtsExtensionSubstreamHeader | undefined;
  /** Bytes of the cores and substreams. */
  frameLength: number;
  /** Samples of all the group's cores. */
  samplesPerFrame: number;
  samplingRate: number;
  /** A lone core whose run of cores the end of the bytes cuts: substreams may follow the run unseen. */
  runCut?: boolean;
}

/** The group that starts with the core frame at `offset`; a lone core where no substream follows the run of cores. */
export function parseDtsCoreFrameGroup(bytes: Uint8Array, offset: number): DtsCoreFrameGroup | undefined {
  const core = parseDtsCoreFrameHeader(bytes, offset);
  if (!core) return undefined;
  let end = offset + core.frameLength;
  let cores = 1;
  for (let next; cores < MAX_GROUPED_FRAMES && (next = parseDtsCoreFrameHeader(bytes, end)); cores++)
    end += next.frameLength;
  const substream = parseDtsExtensionSubstreamHeader(bytes, end);
  if (!substream) {
    const runCut = cores < MAX_GROUPED_FRAMES && end !== bytes.length && end + CORE_HEADER_BYTES > bytes.length;
    const lone = { core, substream, frameLength: core.frameLength, samplingRate: core.samplingRate };
    return { ...lone, samplesPerFrame: core.samplesPerFrame, ...(runCut && { runCut }) };
  }
  end += substream.nuExtSSFsize;
  for (
    let substreams = 1, next;
    substreams < cores && (next = parseDtsExtensionSubstreamHeader(bytes, end));
    substreams++
  )
    end += next.nuExtSSFsize;
  return {
    core,
    substream,
    frameLength: end - offset,
    samplesPerFrame: cores * core.samplesPerFrame,
    samplingRate: core.samplingRate,
  };
}
