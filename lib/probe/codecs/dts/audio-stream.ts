import { annotateAudioStream } from "../../annotate";
import { setBitCount } from "../../bits/set-bits";
import { rational } from "../../rational";
import type { AudioStream } from "../../schema";
import { LFE } from "../../tables/channels";
import { DTS_AUDIO_CHANNEL_ARRANGEMENTS, type DtsCoreFrameHeader } from "./core-frame-header";
import type { AssetDescriptor } from "./asset-descriptor";
import type { DtsExtensionSubstreamHeader } from "./extension-substream";
import type { DtsUhdFrameHeader } from "./uhd-frame-header";
import type { DtsUhdMetadataChunk } from "./uhd-metadata-chunk";

/** Four-character codes of the DTS sample entries (ETSI TS 102 114 Annex E / ISO/IEC 14496-15 registrations). */
const FORMATS: Readonly<Record<string, string>> = {
  "DTS-HD Master Audio": "dtsl",
  "DTS-HD High Resolution Audio": "dtsh",
  "DTS Express": "dtse",
  "DTS-HD": "dtsh",
};

/**
 * Speaker activity mask bits → loudspeakers (ETSI TS 102 114 Table 7-10): single speakers and pairs; the
 * first 16 bits of DTS-UHD's channel activity mask (ETSI TS 103 491 Table 7-28) name the same ones.
 */
const SPEAKER_MASK_LABELS: readonly (readonly string[])[] = [
  ["C"],
  ["L", "R"],
  ["Ls", "Rs"],
  [LFE],
  ["Cs"],
  ["Lh", "Rh"],
  ["Lsr", "Rsr"],
  ["Ch"],
  ["Oh"],
  ["Lc", "Rc"],
  ["Lw", "Rw"],
  ["Lss", "Rss"],
  ["LFE2"],
  ["Lhs", "Rhs"],
  ["Chr"],
  ["Lhr", "Rhr"],
];

/** The asset's channels (and their labels where its speaker mask names exactly as many) over the core's. */
function assetChannels(asset: AssetDescriptor | undefined): { channels: number; label?: string[] } | undefined {
  if (!asset) return undefined;
  const mask = asset.nuSpkrActivityMask;
  const label =
    mask === undefined ? [] : SPEAKER_MASK_LABELS.flatMap((labels, bit) => ((mask >> bit) & 1 ? labels : []));
  return { channels: asset.nuTotalNumChs, ...(label.length === asset.nuTotalNumChs && { label }) };
}

/**
 * The profile ffmpeg names a Master Audio stream that carries DTS:X in its XLL frame ("DTS-HD MA + DTS:X",
 * "DTS-HD MA + DTS:X IMAX"), and the format's name with it; the channels stay the XLL asset's.
 */
function dtsXFields(substream: DtsExtensionSubstreamHeader | undefined) {
  if (!substream?.dtsX) return {};
  return { properties: { DtsProfile: `DTS-HD MA + ${substream.dtsX}` } };
}

const formatName = (substream: DtsExtensionSubstreamHeader) =>
  substream.dtsX ? `${substream.kind} + ${substream.dtsX}` : substream.kind;

/** The audio stream fields of docs/api.md §2.5 and the dtsc extension from the core frame header. */
export function dtsAudioStream(
  core: DtsCoreFrameHeader,
  substream: DtsExtensionSubstreamHeader | undefined,
): AudioStream {
  const arrangement = DTS_AUDIO_CHANNEL_ARRANGEMENTS[core.AMODE];
  const coreLabel = arrangement && [...arrangement, ...(core.LFF > 0 ? [LFE] : [])];
  const asset = assetChannels(substream?.asset);
  // The extension substream's asset carries every channel (7.4.2): a 7.1 stream over a 5.1 core has 8;
  // the core's labels then no longer name them all.
  const label = asset && asset.channels !== coreLabel?.length ? asset.label : coreLabel;
  const channels = asset?.channels ?? coreLabel?.length;
  const { frameLength, samplesPerFrame, samplingRate, bitRate, ...fields } = core;
  return annotateAudioStream({
    format: substream ? FORMATS[substream.kind]! : "dtsc",
    sample_rate: rational(substream?.asset?.maxSampleRate ?? samplingRate, 1),
    ...(bitRate > 0 && !substream ? { bit_rate: bitRate } : {}),
    ...(channels ? { channels } : {}),
    ...(label ? { label } : {}),
    ...dtsXFields(substream),
    extension: [
      {
        type: "dtsc",
        ...fields,
        ...(substream ? { extension_substream: { ...substream } } : {}),
        $annotation: {
          type: "DTS core frame header (ETSI TS 102 114 5.3.1)",
          samplesPerFrame: String(samplesPerFrame),
        },
      },
    ],
    $annotation: { format: substream ? formatName(substream) : "DTS Coherent Acoustics" },
  });
}

/** A stream of extension substreams without a core (DTS Express, DTS-HD without backward compatibility): the first asset describes it. */
export function dtsHdAudioStream(substream: DtsExtensionSubstreamHeader): AudioStream {
  const asset = assetChannels(substream.asset);
  const rate = substream.asset?.maxSampleRate;
  return annotateAudioStream({
    format: FORMATS[substream.kind]!,
    ...(rate && { sample_rate: rational(rate, 1) }),
    ...(asset && { channels: asset.channels }),
    ...(asset?.label && { label: asset.label }),
    ...dtsXFields(substream),
    extension: [
      {
        type: "dtsExtensionSubstream",
        ...substream,
        $annotation: { type: "DTS-HD extension substream header (ETSI TS 102 114 7.4)" },
      },
    ],
    $annotation: { format: formatName(substream) },
  });
}

/**
 * A DTS-UHD stream (ETSI TS 103 491), from its first sync frame: format `dtsx` (its ISO BMFF sample entry),
 * the sample rate, and the channels of a channel-mask based presentation from its metadata chunk: one per
 * ChannelMask bit, as the udts box counts them, labelled where the activity mask uses only the bits that
 * TS 102 114's speaker activity mask shares with it (Table 7-28).
 */
export function dtsUhdAudioStream(header: DtsUhdFrameHeader, metadata: DtsUhdMetadataChunk | undefined): AudioStream {
  const { parameters } = header;
  const activity = metadata?.ChActivityMask;
  const channels = metadata?.ChannelMask ? setBitCount(metadata.ChannelMask) : undefined;
  const label =
    activity !== undefined && activity < 1 << SPEAKER_MASK_LABELS.length
      ? SPEAKER_MASK_LABELS.flatMap((labels, bit) => ((activity >> bit) & 1 ? labels : []))
      : undefined;
  return annotateAudioStream({
    format: "dtsx",
    ...(parameters && { sample_rate: rational(parameters.sampleRate, 1) }),
    ...(channels && { channels }),
    ...(label?.length === channels && { label }),
    extension: [
      {
        type: "dtsUhdFtoc",
        ...header,
        ...(metadata && { metadata_chunk: { ...metadata } }),
        $annotation: { type: "DTS-UHD frame table of contents (ETSI TS 103 491 6.4)" },
      },
    ],
    $annotation: { format: "DTS-UHD (DTS:X)" },
  });
}
