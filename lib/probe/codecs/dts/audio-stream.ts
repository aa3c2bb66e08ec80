import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream } from "../../schema";
import { LFE } from "../../tables/channels";
import { DTS_AUDIO_CHANNEL_ARRANGEMENTS, type DtsCoreFrameHeader } from "./core-frame-header";
import type { DtsExtensionSubstreamHeader } from "./extension-substream";

/** Four-character codes of the DTS sample entries (ETSI TS 102 114 Annex E / ISO/IEC 14496-15 registrations). */
const FORMATS: Readonly<Record<string, string>> = {
  "DTS-HD Master Audio": "dtsl",
  "DTS-HD High Resolution Audio": "dtsh",
  "DTS Express": "dtse",
  "DTS-HD": "dtsh",
};

/** The audio stream fields of docs/api.md §2.5 and the dtsc extension from the core frame header. */
export function dtsAudioStream(core: DtsCoreFrameHeader, substream: DtsExtensionSubstreamHeader | undefined): AudioStream {
  const arrangement = DTS_AUDIO_CHANNEL_ARRANGEMENTS[core.AMODE];
  const label = arrangement && [...arrangement, ...(core.LFF > 0 ? [LFE] : [])];
  const { frameLength, samplesPerFrame, samplingRate, bitRate, ...fields } = core;
  return annotateAudioStream({
    format: substream ? FORMATS[substream.kind]! : "dtsc",
    sample_rate: rational(samplingRate, 1),
    ...(bitRate > 0 && !substream ? { bit_rate: bitRate } : {}),
    // The extension substream's asset carries every channel (7.4.2): a 7.1 stream over a 5.1 core has 8;
    // the core's labels then no longer name them all.
    ...(substream?.nuTotalNumChs !== undefined && substream.nuTotalNumChs !== label?.length
      ? { channels: substream.nuTotalNumChs }
      : label
        ? { channels: label.length, label }
        : {}),
    extension: [
      {
        type: "dtsc",
        ...fields,
        ...(substream ? { extension_substream: { ...substream } } : {}),
        $annotation: { type: "DTS core frame header (ETSI TS 102 114 5.3.1)", samplesPerFrame: String(samplesPerFrame) },
      },
    ],
    $annotation: { format: substream ? substream.kind : "DTS Coherent Acoustics" },
  });
}
