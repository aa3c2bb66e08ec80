// The file's start timecode as QA reads it: the summary shows it and a delivery spec's timecode rules check it.
import type { ContainerProbe } from "../schema";

/** The container's start timecode (MXF, QuickTime), else the first GOP's (MPEG-2 GOP header, SEI). */
export function startTimecode(probe: ContainerProbe): { value?: string; field: string } {
  if (typeof probe.properties.StartTimecode === "string")
    return { value: probe.properties.StartTimecode, field: "properties.StartTimecode" };
  const index = probe.video.findIndex(
    (stream) => typeof stream.properties?.MpegTimeCode === "string" || stream.analysis?.gop?.first_timecode,
  );
  if (index < 0) return { field: "properties.StartTimecode" };
  const stream = probe.video[index]!;
  const header = stream.properties?.MpegTimeCode;
  return typeof header === "string"
    ? { value: header, field: `video[${index}].properties.MpegTimeCode` }
    : { value: stream.analysis!.gop!.first_timecode, field: `video[${index}].analysis.gop.first_timecode` };
}
