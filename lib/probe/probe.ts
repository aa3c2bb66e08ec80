import { containerFormats, mediaFormats } from "./containers";
import type { ProbeContext, SiblingFiles } from "./containers/container-format";
import { ProbeError } from "./errors";
import { sourceFileName, type ByteSource } from "./io/byte-source";
import { describeUnknownContent } from "./unknown-content";
import type { ContainerProbe } from "./schema";

/** Bytes read first, for content-based format detection. */
export const HEAD_BYTES = 64 * 1024;
/**
 * Bytes read when no format recognises the first HEAD_BYTES: a capture tool's header before the first
 * transport packet may be longer (the packet framing is searched anywhere in the head).
 */
export const JUNK_SEARCH_BYTES = 1024 * 1024;

export interface ProbeOptions {
  siblings?: SiblingFiles;
  /**
   * A file a package names as media (a segment, a track file): it is probed as a single-file container,
   * never as another package, so a manifest that names itself (or one that names it back) cannot nest.
   */
  mediaOnly?: boolean;
}

/** Probes one container through a byte source; the format is detected from content, never the name. */
export async function probe(source: ByteSource, options: ProbeOptions = {}): Promise<ContainerProbe> {
  if (source.size === 0) throw new ProbeError("empty", `${source.name}: the file is empty`);
  const formats = options.mediaOnly ? mediaFormats : containerFormats;
  let head = await source.read(0, Math.min(source.size, HEAD_BYTES));
  let ranked = rankFormats(formats, head, source.size);
  if (ranked.length === 0 && source.size > head.length) {
    head = await source.read(0, Math.min(source.size, JUNK_SEARCH_BYTES));
    ranked = rankFormats(formats, head, source.size);
  }
  // A detector only checks a signature; a parser that then finds no valid header rejects the file as
  // unrecognized, and the next candidate is tried. When all reject, the most likely one says why.
  let rejection: ProbeError | undefined;
  for (const { format } of ranked) {
    const context: ProbeContext = { source, head, diagnostics: [], siblings: options.siblings };
    let result: ContainerProbe;
    try {
      result = await format.probe(context);
    } catch (error) {
      if (error instanceof ProbeError && error.code === "unrecognized") {
        rejection ??= error;
        continue;
      }
      if (error instanceof ProbeError) throw error;
      throw new ProbeError("unreadable", `${source.name}: ${format.name}: ${(error as Error).message}`);
    }
    const normalised = withSpecConventions(result, source);
    return context.diagnostics.length > 0 ? { ...normalised, $diagnostics: context.diagnostics } : normalised;
  }
  throw rejection ?? new ProbeError("unrecognized", `${source.name}: ${describeUnknownContent(head)}`);
}

function rankFormats(formats: typeof containerFormats, head: Uint8Array, size: number) {
  return formats
    .map((format) => ({ format, confidence: format.detect(head, size) }))
    .filter((candidate) => candidate.confidence > 0)
    .sort((a, b) => b.confidence - a.confidence);
}

/**
 * The conventions of docs/api.md §2.5 that hold whatever the container: `manifest` names the files of the
 * container (a container lists a multi-file set, such as MXF OP-Atom siblings; otherwise it is the
 * probed file alone), and a stream whose container names no language has language `und` (ISO 639-2).
 */
function withSpecConventions(result: ContainerProbe, source: ByteSource): ContainerProbe {
  const undetermined = <T extends { language?: string }>(stream: T): T =>
    stream.language === undefined ? { ...stream, language: "und" } : stream;
  return {
    ...result,
    manifest: result.manifest.length > 0 ? result.manifest : [sourceFileName(source.name)],
    video: result.video.map(undetermined),
    audio: result.audio.map(undetermined),
    subtitle: result.subtitle.map(undetermined),
  };
}
