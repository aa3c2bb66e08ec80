// An MXF file's timeline by edit unit (content package): seconds at the picture's edit rate and, where the
// material package has a timecode track, its time code counted from StartTimecode (ST 377-1 Annex G.2.2;
// the probe reports it as the container's StartTimecode, RoundedTimecodeBase and DropFrame).
import { formatTimecode } from "../../annotate";
import type { ContainerProbe } from "../../schema";

export interface EditUnitClock {
  seconds(editUnit: number): number | undefined;
  timecode(editUnit: number): string | undefined;
}

export function editUnitClock(probe: ContainerProbe): EditUnitClock {
  const rate = probe.video[0]?.sample_rate;
  const perSecond = rate && rate.denominator > 0 ? rate.numerator / rate.denominator : undefined;
  const { StartTimecode, RoundedTimecodeBase, DropFrame } = probe.properties;
  const base = typeof RoundedTimecodeBase === "number" && RoundedTimecodeBase > 0 ? RoundedTimecodeBase : undefined;
  const dropFrame = DropFrame === true;
  const start = typeof StartTimecode === "string" && base ? timecodeFrames(StartTimecode, base, dropFrame) : undefined;
  return {
    seconds: (editUnit) => (perSecond ? editUnit / perSecond : undefined),
    timecode: (editUnit) =>
      start === undefined || !base ? undefined : formatTimecode(start + editUnit, base, dropFrame),
  };
}

/** Frames from 00:00:00:00 of a time code HH:MM:SS:FF (ST 12-1: drop-frame skips 2 numbers a minute, not every tenth, per 30). */
function timecodeFrames(text: string, base: number, dropFrame: boolean): number | undefined {
  const parts = text.split(/[:;.]/).map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part))) return undefined;
  const [hours, minutes, seconds, frames] = parts as [number, number, number, number];
  const totalMinutes = hours * 60 + minutes;
  const dropped = dropFrame && base % 30 === 0 ? (base / 30) * 2 * (totalMinutes - Math.floor(totalMinutes / 10)) : 0;
  return (totalMinutes * 60 + seconds) * base + frames - dropped;
}
