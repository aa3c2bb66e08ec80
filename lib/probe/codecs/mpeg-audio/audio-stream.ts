import { annotateAudioStream } from "../../annotate";
import { rational } from "../../rational";
import type { AudioStream } from "../../schema";
import { DUAL_MONO, MONO, STEREO } from "../../tables/channels";
import { DUAL_CHANNEL, type MpegAudioFrameHeader, SINGLE_CHANNEL } from "./frame-header";

const LAYER_NAMES = ["", "Layer I", "Layer II", "Layer III"];
const MODE_NAMES = ["Stereo", "Joint stereo", "Dual channel", "Single channel"];
const EMPHASIS_NAMES = ["None", "50/15 µs", "Reserved", "CCITT J.17"];

/** The audio stream fields of docs/api.md §2.5 and the mp2l extension from the first frame header. */
export function mpegAudioStream(header: MpegAudioFrameHeader): AudioStream {
  const label = header.mode === SINGLE_CHANNEL ? MONO : header.mode === DUAL_CHANNEL ? DUAL_MONO : STEREO;
  const standard = header.ID === 1 ? "MPEG-1" : "MPEG-2";
  const { layerNumber, samplingRate, bitRate, frameLength, samplesPerFrame, ...fields } = header;
  return annotateAudioStream({
    format: "mp2l",
    sample_rate: rational(samplingRate, 1),
    bit_rate: bitRate,
    channels: label.length,
    label: [...label],
    extension: [
      {
        type: "mp2l",
        ...fields,
        $annotation: {
          type: `${standard} Audio ${LAYER_NAMES[layerNumber]} frame header (ISO/IEC ${header.ID === 1 ? "11172-3" : "13818-3"} 2.4.1.3)`,
          layer: LAYER_NAMES[layerNumber]!,
          mode: MODE_NAMES[header.mode]!,
          emphasis: EMPHASIS_NAMES[header.emphasis]!,
        },
      },
    ],
    $annotation: { format: `${standard} Audio ${LAYER_NAMES[layerNumber]}` },
  });
}
