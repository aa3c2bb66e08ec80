// One MXF file read (SMPTE ST 377-1): its partitions, the header metadata to believe, and its essence
// streams checked against the index tables and the first frame's bitstream headers.
import { ProbeError } from "../../errors";
import { BlockReader } from "../../io/block-reader";
import type { ByteSource } from "../../io/byte-source";
import type { AudioStream, DataStream, SubtitleStream, VideoStream } from "../../schema";
import { dataStream } from "./data-stream";
import { crossCheckPicture } from "./essence-cross-check";
import { reconcileWithEssence } from "./essence-presence";
import { pickMetadataPartition, readHeaderMetadataBytes, readLayout, type MxfLayout } from "./file-layout";
import { findHeaderPartition } from "./run-in";
import { parseHeaderMetadata } from "./header-metadata";
import { resolvePackageModel, type PackageModel } from "./package-model";
import { pictureStream } from "./picture-stream";
import { soundStream } from "./sound-stream";
import { isTimedText, timedTextStream } from "./timed-text-stream";

/** One MXF file read: where its parts are, its header metadata and its essence streams. */
export interface MxfFile {
  readonly layout: MxfLayout;
  readonly metadataFinal: boolean;
  readonly model: PackageModel;
  readonly video: VideoStream[];
  readonly audio: AudioStream[];
  readonly subtitle: SubtitleStream[];
  readonly data: DataStream[];
}

export async function readMxfFile(source: ByteSource, head: Uint8Array, diagnostics: string[]): Promise<MxfFile> {
  const reader = new BlockReader(source, head);
  const runIn = findHeaderPartition(head);
  const layout = runIn < 0 ? undefined : await readLayout(reader, runIn, diagnostics);
  if (!layout)
    throw new ProbeError("unrecognized", `${source.name}: an MXF partition key without a readable partition pack`);
  const partition = pickMetadataPartition(layout, diagnostics);
  const bytes = await readHeaderMetadataBytes(reader, partition, diagnostics);
  const metadata = parseHeaderMetadata(bytes?.bytes ?? new Uint8Array(0), bytes?.offset ?? 0, diagnostics);
  const model = await reconcileWithEssence(reader, layout, resolvePackageModel(metadata, diagnostics), diagnostics);

  const file: MxfFile = {
    layout,
    metadataFinal: partition.closed && partition.complete,
    model,
    video: [],
    audio: [],
    subtitle: [],
    data: [],
  };
  for (const essence of model.essenceTracks) {
    if (essence.kind === "picture")
      file.video.push(await crossCheckPicture(reader, layout, pictureStream(metadata, essence), diagnostics));
    else if (essence.kind === "sound") file.audio.push(soundStream(metadata, essence));
    else if (isTimedText(essence)) file.subtitle.push(timedTextStream(essence));
    else file.data.push(dataStream(metadata, essence));
  }
  if (model.essenceTracks.length === 0)
    diagnostics.push("MXF: no file package track describes picture, sound or data essence");
  return file;
}
