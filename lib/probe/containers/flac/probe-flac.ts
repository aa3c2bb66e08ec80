// A native FLAC file → docs/api.md §2.5: one audio stream from STREAMINFO, whose total_samples give the duration.
import { formatBytes, formatDuration } from "../../annotate";
import { flacMetadataStream } from "../../codecs/flac";
import { ProbeError } from "../../errors";
import type { ContainerProbe } from "../../schema";
import type { ProbeContext } from "../container-format";

export async function probeFlac({ source, head, diagnostics }: ProbeContext): Promise<ContainerProbe> {
  const stream = flacMetadataStream(head, diagnostics);
  if (!stream)
    throw new ProbeError("unrecognized", `${source.name}: "fLaC" is not followed by a valid STREAMINFO block`);
  const probe: ContainerProbe = {
    type: "flac",
    size: source.size,
    manifest: [],
    properties: {},
    video: [],
    audio: [{ ...stream, language: "und" }],
    subtitle: [],
    $annotation: { type: "FLAC", size: formatBytes(source.size) },
  };
  const rate = stream.sample_rate!.numerator;
  if (stream.duration !== undefined) {
    probe.duration = formatDuration(stream.duration / rate);
    probe.$annotation.duration = probe.duration;
  } else {
    diagnostics.push("FLAC: STREAMINFO does not give the total number of samples: no duration");
  }
  return probe;
}
