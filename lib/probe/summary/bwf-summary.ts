// A Broadcast Wave file's production metadata as the summary lists it: the bext chunk's fields in the
// order and under the names of EBU Tech 3285 v2 clause 2.3, its time reference as a timecode, and the
// iXML slate (project, scene, take, tape, track names) where the recorder wrote one.
import { formatDuration, formatSampleRate, formatTimecode } from "../annotate";
import type { BroadcastExtensionChunk } from "../containers/wav/bext-chunk";
import type { ContainerProbe } from "../schema";

export interface Fact {
  label: string;
  value: string;
}

interface IxmlFields {
  PROJECT?: string;
  SCENE?: string;
  TAKE?: string;
  TAPE?: string;
  TIMECODE_RATE?: string;
  TIMECODE_FLAG?: string;
  TRACK_LIST?: { NAME?: string }[];
}

/** bext v2 loudness fields (clause 2.3) with their units. */
const LOUDNESS: readonly [keyof BroadcastExtensionChunk, string, string][] = [
  ["LoudnessValue", "Loudness value", "LUFS"],
  ["LoudnessRange", "Loudness range", "LU"],
  ["MaxTruePeakLevel", "Max true peak level", "dBTP"],
  ["MaxMomentaryLoudness", "Max momentary loudness", "LUFS"],
  ["MaxShortTermLoudness", "Max short-term loudness", "LUFS"],
];

export function bwfFacts(probe: ContainerProbe): Fact[] | undefined {
  const bext = probe.properties.bext as BroadcastExtensionChunk | undefined;
  const ixml = probe.properties.iXML as IxmlFields | undefined;
  if (!bext && !ixml) return undefined;
  const facts: (Fact | undefined)[] = [];
  if (bext) {
    facts.push(
      fact("Description", oneLine(bext.Description)),
      fact("Originator", bext.Originator),
      fact("Originator reference", bext.OriginatorReference),
      fact("Origination", `${bext.OriginationDate} ${bext.OriginationTime}`.trim()),
      fact("Time reference", timeReference(bext.TimeReference, probe, ixml)),
      ...LOUDNESS.map(([name, label, unit]) => {
        const value = bext[name];
        return typeof value === "number" ? fact(label, `${value.toFixed(2)} ${unit}`) : undefined;
      }),
      fact("UMID", bext.UMID),
      fact("Coding history", bext.CodingHistory && oneLine(bext.CodingHistory)),
      fact("BWF version", String(bext.Version)),
    );
  }
  if (ixml) {
    facts.push(
      fact("iXML project", ixml.PROJECT),
      fact("iXML scene", ixml.SCENE),
      fact("iXML take", ixml.TAKE),
      fact("iXML tape", ixml.TAPE),
      fact("iXML track names", ixml.TRACK_LIST?.map((track) => track.NAME ?? "—").join(", ")),
    );
  }
  return facts.filter((f) => f !== undefined);
}

/**
 * TimeReference counts samples since midnight (EBU Tech 3285 clause 2.3): as a timecode at the iXML
 * TIMECODE_RATE where the recorder gave one (frames at the true rate, labelled at the nominal one, SMPTE
 * ST 12-1), and as clock time at the sample rate.
 */
function timeReference(samples: number, probe: ContainerProbe, ixml: IxmlFields | undefined): string {
  const rate = probe.audio[0]?.sample_rate;
  if (!rate || rate.numerator <= 0) return `${samples} samples`;
  const seconds = (samples * rate.denominator) / rate.numerator;
  const clock = `${formatDuration(seconds)} (${samples} samples at ${formatSampleRate(rate)})`;
  const [numerator, denominator] = (ixml?.TIMECODE_RATE ?? "").split("/").map(Number);
  if (!numerator || !(denominator ?? 1)) return clock;
  const fps = numerator / (denominator ?? 1);
  const dropFrame = ixml?.TIMECODE_FLAG === "DF";
  // In integers: samples × timecode rate ÷ sample rate stays far below 2^53.
  const frames = Math.floor((samples * numerator * rate.denominator) / (rate.numerator * (denominator ?? 1)));
  const timecode = formatTimecode(frames, Math.round(fps), dropFrame);
  return `${timecode} at ${Math.round(fps * 1000) / 1000} fps ${dropFrame ? "DF" : "NDF"} (iXML); ${clock}`;
}

const fact = (label: string, value: string | undefined): Fact | undefined => (value ? { label, value } : undefined);

/** CodingHistory's lines end in CR LF (EBU R 98); recorders write lines into Description too (A101_3.WAV's sSCENE=…). */
const oneLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join("; ");
