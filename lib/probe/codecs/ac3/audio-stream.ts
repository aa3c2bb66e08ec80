import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream, Extension } from "../../schema";
import { AC3_AUDIO_CODING_MODES, EAC3_CHANNEL_LOCATIONS, EAC3_CHANNEL_MAP_LOCATIONS, LFE } from "../../tables/channels";
import type { Eac3SyncFrame } from "./eac3-syncframe";
import { SAMPLING_RATES, type Ac3SyncFrame } from "./syncframe";

/** bsmod → bit stream mode (A/52 Table 5.7, for acmod ≠ 1 at bsmod 7). */
const BIT_STREAM_MODES = [
  "Main audio service: complete main (CM)",
  "Main audio service: music and effects (ME)",
  "Associated service: visually impaired (VI)",
  "Associated service: hearing impaired (HI)",
  "Associated service: dialogue (D)",
  "Associated service: commentary (C)",
  "Associated service: emergency (E)",
  "Associated service: voice over (VO) / karaoke",
];
/** strmtyp → stream type (A/52 Table E.2.1). */
const STREAM_TYPES = ["Independent", "Dependent", "Independent (AC-3 converted)", "Reserved"];

/** Channel labels in bitstream order: acmod's channels then the LFE (A/52 5.4.2.3, 5.4.2.7). */
function channelLabels(acmod: number, lfeon: boolean): string[] {
  return [...(AC3_AUDIO_CODING_MODES[acmod] ?? []), ...(lfeon ? [LFE] : [])];
}

/** Audio coding mode as "front/rear" channels (A/52 Table 5.8), e.g. "3/2". */
function audioCodingModeName(acmod: number): string {
  return ["1+1", "1/0", "2/0", "3/0", "2/1", "3/1", "2/2", "3/2"][acmod]!;
}

/** dialnorm 1..31 means −1..−31 dBFS; 0 is reserved and read as −31 (A/52 5.4.2.8). */
function dialogueLevel(dialnorm: number): string {
  return `-${dialnorm === 0 ? 31 : dialnorm} dB`;
}

export function ac3AudioStream(frame: Ac3SyncFrame): AudioStream {
  const { samplingRate, bitRate, frameLength, samplesPerFrame, ...fields } = frame;
  const label = channelLabels(frame.acmod, frame.lfeon);
  return annotateAudioStream({
    format: "ac-3",
    sample_rate: rational(samplingRate, 1),
    bit_rate: bitRate,
    channels: label.length,
    label,
    extension: [
      {
        type: "ac-3",
        ...fields,
        $annotation: {
          type: "AC-3 synchronization frame header (ATSC A/52 5.3)",
          bsmod: BIT_STREAM_MODES[frame.bsmod]!,
          acmod: audioCodingModeName(frame.acmod),
          dialnorm: dialogueLevel(frame.dialnorm),
        },
      },
    ],
  });
}

/**
 * An independent substream with the dependent substreams of its program: each dependent one adds the
 * locations of its custom channel map (A/52 E.3.8.2, Table E.2.5) that the independent one lacks.
 */
export function eac3AudioStream(frame: Eac3SyncFrame, dependents: readonly Eac3SyncFrame[] = []): AudioStream {
  const { samplingRate, bitRate, frameLength, samplesPerFrame, ...fields } = frame;
  const label = channelLabels(frame.acmod, frame.lfeon);
  for (const { chanmap } of dependents) {
    const added = EAC3_CHANNEL_MAP_LOCATIONS.flatMap((labels, bit) => ((chanmap ?? 0) & (0x8000 >> bit) ? labels : []));
    label.push(...added.filter((name) => !label.includes(name)));
  }
  return annotateAudioStream({
    format: "ec-3",
    sample_rate: rational(samplingRate, 1),
    bit_rate: bitRate,
    channels: label.length,
    label,
    extension: [
      {
        type: "ec-3",
        ...fields,
        $annotation: {
          type: "E-AC-3 synchronization frame header (ATSC A/52 Annex E)",
          strmtyp: STREAM_TYPES[frame.strmtyp]!,
          ...(dependents.length > 0 && {
            dependent: `${dependents.length} dependent substream(s): ${dependents.map((d) => audioCodingModeName(d.acmod)).join(", ")}`,
          }),
          acmod: audioCodingModeName(frame.acmod),
          dialnorm: dialogueLevel(frame.dialnorm),
        },
      },
    ],
  });
}

/**
 * The BSI fields a container stores beside the bitstream: ETSI TS 102 366 F.4 AC3SpecificBox ('dac3') and
 * F.6 EC3SpecificBox ('dec3', its first independent substream), with the same meaning as in the sync frame.
 */
export interface DolbyConfiguration {
  fscod: number;
  bsmod: number;
  acmod: number;
  lfeon: boolean;
  /** bit/s: dac3's bit_rate_code, dec3's data_rate. */
  bitRate?: number;
  /** E-AC-3: the channels its dependent substreams add (Table F.6.1). */
  chan_loc?: number;
}

/** chan_loc's width (ETSI TS 102 366 F.6.2.12). */
const CHAN_LOC_BITS = 9;

/** The stream a DolbyConfiguration describes; `extension` is the container's record of it (e.g. the box's fields). */
export function dolbyConfigurationStream(
  format: "ac-3" | "ec-3",
  configuration: DolbyConfiguration,
  extension: Extension,
): AudioStream {
  const { fscod, bsmod, acmod, lfeon, bitRate, chan_loc = 0 } = configuration;
  const samplingRate = SAMPLING_RATES[fscod];
  const label = [
    ...channelLabels(acmod, lfeon),
    ...EAC3_CHANNEL_LOCATIONS.flatMap((labels, bit) => ((chan_loc >> (CHAN_LOC_BITS - 1 - bit)) & 1 ? labels : [])),
  ];
  return annotateAudioStream({
    format,
    ...(samplingRate && { sample_rate: rational(samplingRate, 1) }),
    ...(bitRate && { bit_rate: bitRate }),
    channels: label.length,
    label,
    extension: [
      {
        ...extension,
        $annotation: { ...extension.$annotation, bsmod: BIT_STREAM_MODES[bsmod]!, acmod: audioCodingModeName(acmod) },
      },
    ],
  });
}
