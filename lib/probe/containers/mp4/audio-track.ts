// A sound track → an audio stream of spec 2.5: the AudioSampleEntry (ISO/IEC 14496-12 12.2, QuickTime
// sound descriptions) and its boxes (esds, dac3, dec3, dOps, dfLa, dmlp, chan, btrt, enda), and the track's
// timing. The coding's own configuration (AudioSpecificConfig, the Vorbis identification header, AC-3/E-AC-3
// BSI fields, OpusHead, FLAC STREAMINFO, the TrueHD format_info) goes through the codec
// parsers of lib/probe/codecs, and wins over the sample entry's generic channel count and rate.
import { annotateAudioStream } from "../../annotate";
import { audioSpecificConfigStream } from "../../codecs/aac";
import { AC3_BIT_RATES, dolbyConfigurationStream } from "../../codecs/ac3";
import { flacMetadataStream } from "../../codecs/flac";
import { dOpsStream } from "../../codecs/opus";
import { majorSyncStream } from "../../codecs/truehd";
import { vorbisSetupHeadersStream } from "../../codecs/vorbis";
import { durationUnits, rational } from "../../rational";
import type { AudioStream, Extension } from "../../schema";
import type { InlineBox } from "./box-header";
import { withCodecAudioFields } from "./codec-configuration";
import { parseAudioSampleEntry } from "./boxes/audio-sample-entry";
import { parseBtrt } from "./boxes/btrt";
import { parseChan } from "./boxes/chan";
import { parseDac3 } from "./boxes/dac3";
import { parseDec3 } from "./boxes/dec3";
import { parseDmlp } from "./boxes/dmlp";
import { parseEnda } from "./boxes/enda";
import { parseEsds } from "./boxes/esds";
import type { Movie, Track } from "./movie";
import { channelLayoutLabels } from "./tables/channel-layouts";
import { AUDIO_OBJECT_TYPE_FORMATS, AUDIO_SPECIFIC_CONFIG_OBJECT_TYPES, VORBIS_OBJECT_TYPE } from "./tables/object-type-indications";
import { LPCM_FLAG_BIG_ENDIAN, LPCM_FLAG_FLOAT, PCM_SAMPLE_ENTRIES } from "./tables/pcm-sample-entries";
import { SAMPLE_ENTRY_FORMATS } from "./tables/sample-entry-formats";
import { trackLanguage, trackSeconds } from "./track-timing";

/** Version 2's 64-bit float rate can hold anything: from 2^32 Hz on it is damage, and the media timescale is used. */
const MAX_SAMPLE_RATE = 2 ** 32;

export function audioStream(track: Track, entryBox: InlineBox, movie: Movie, quickTime: boolean, diagnostics: string[]): AudioStream {
  const entry = parseAudioSampleEntry(entryBox.type, entryBox.payload, quickTime, diagnostics);
  const extension: Extension[] = [];
  const box = (type: string) => entry.boxes.find((child) => child.type === type)?.payload;
  // The sample entry's 16.16 samplerate cannot hold rates above 65535 Hz (it reads 0): the media timescale then says it.
  const hz = entry.samplerate >= 1 && entry.samplerate < MAX_SAMPLE_RATE ? entry.samplerate : track.mdhd?.timescale;
  let stream: AudioStream = {
    format: SAMPLE_ENTRY_FORMATS[entryBox.type] ?? entryBox.type,
    channels: entry.channelcount,
    sample_rate: hz ? rational(Math.round(hz), 1) : undefined,
  };

  const pcm = PCM_SAMPLE_ENTRIES[entryBox.type];
  if (pcm) {
    const enda = box("enda");
    const flags = entry.formatSpecificFlags;
    const littleEndian = enda ? parseEnda(enda).littleEndian : flags !== undefined ? (flags & LPCM_FLAG_BIG_ENDIAN) === 0 : pcm.littleEndian;
    const float = flags !== undefined ? (flags & LPCM_FLAG_FLOAT) !== 0 : pcm.float;
    stream.bits_per_sample = pcm.bits ?? entry.samplesize;
    stream.properties = {
      ...(stream.bits_per_sample > 8 && { Endianness: littleEndian ? "little" : "big" }),
      ...(float && { SampleFormat: "float" }),
    };
    if (stream.sample_rate && stream.channels) stream.bit_rate = stream.channels * stream.bits_per_sample * stream.sample_rate.numerator;
  }
  const esds = box("esds");
  if (esds) {
    const descriptor = parseEsds(esds);
    const config = descriptor.decoderConfig;
    if (config) {
      extension.push({ type: "esds", ES_ID: descriptor.ES_ID, ...config });
      stream.format = AUDIO_OBJECT_TYPE_FORMATS[config.objectTypeIndication] ?? stream.format;
      if (AUDIO_SPECIFIC_CONFIG_OBJECT_TYPES.has(config.objectTypeIndication) && descriptor.decoderSpecificInfo) {
        stream = withCodecAudioFields(stream, audioSpecificConfigStream(descriptor.decoderSpecificInfo, diagnostics, entry.channelcount));
      } else if (config.objectTypeIndication === VORBIS_OBJECT_TYPE && descriptor.decoderSpecificInfo) {
        stream = withCodecAudioFields(stream, vorbisSetupHeadersStream(descriptor.decoderSpecificInfo, diagnostics));
      }
      if (config.avgBitrate > 0) stream.bit_rate = config.avgBitrate;
    }
  }
  const dac3 = box("dac3");
  if (dac3) {
    const fields = parseDac3(dac3);
    const kbps = AC3_BIT_RATES[fields.bit_rate_code];
    const configuration = { ...fields, ...(kbps && { bitRate: kbps * 1000 }) };
    stream = withCodecAudioFields(stream, dolbyConfigurationStream("ac-3", configuration, { type: "dac3", ...fields }));
  }
  const dec3 = box("dec3");
  if (dec3) {
    const fields = parseDec3(dec3);
    const first = fields.substreams[0];
    if (first) {
      const configuration = { ...first, bitRate: fields.data_rate * 1000 };
      stream = withCodecAudioFields(stream, dolbyConfigurationStream("ec-3", configuration, { type: "dec3", ...fields }));
    }
    if (fields.num_ind_sub > 0) diagnostics.push(`ec-3 track ${track.tkhd?.track_ID ?? "?"}: ${fields.num_ind_sub + 1} independent substreams, described by the first`);
  }
  const dOps = box("dOps");
  if (dOps) stream = withCodecAudioFields(stream, dOpsStream(dOps, diagnostics));
  const dfLa = box("dfLa");
  // dfLa is a FullBox (RFC 9639's ISO BMFF encapsulation 3.3.2): the metadata blocks follow version and flags.
  if (dfLa) stream = withCodecAudioFields(stream, flacMetadataStream(dfLa.subarray(4), diagnostics));
  const dmlp = box("dmlp");
  if (dmlp) {
    const sync = parseDmlp(dmlp);
    stream = withCodecAudioFields(stream, sync && majorSyncStream(sync, "mlpa", "MLPSpecificBox dmlp (Dolby TrueHD in ISO BMFF)"));
  }
  const chan = box("chan");
  if (chan) {
    const layout = parseChan(chan);
    extension.push({ type: "chan", ...layout });
    const labels = stream.label ? undefined : channelLayoutLabels(layout, stream.channels ?? 0);
    if (labels) stream.label = labels;
  }
  const btrt = box("btrt");
  if (btrt) {
    const rates = parseBtrt(btrt);
    extension.push({ type: "btrt", ...rates });
    if (rates.avgBitrate > 0) stream.bit_rate = rates.avgBitrate;
  }

  const seconds = trackSeconds(track, movie);
  stream.duration = durationUnits(seconds, stream.sample_rate);
  stream.language = trackLanguage(track);
  stream.properties = {
    ...stream.properties,
    TrackId: track.tkhd?.track_ID,
    ...(entryBox.type !== stream.format && { SampleEntry: entryBox.type }),
  };
  const all = [...extension, ...(stream.extension ?? [])];
  if (all.length > 0) stream.extension = all;
  return annotateAudioStream(stream);
}
