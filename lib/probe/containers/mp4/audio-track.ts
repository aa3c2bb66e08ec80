// A sound track → an audio stream of docs/api.md §2.5: the AudioSampleEntry (ISO/IEC 14496-12 12.2, QuickTime
// sound descriptions) and its boxes (esds, dac3, dec3, dOps, dfLa, dmlp, chan, btrt, enda), and the track's
// timing. The coding's own configuration (AudioSpecificConfig, the Vorbis identification header, AC-3/E-AC-3
// BSI fields, OpusHead, FLAC STREAMINFO, the TrueHD format_info) goes through the codec
// parsers of lib/probe/codecs, and wins over the sample entry's generic channel count and rate.
import { annotateAudioStream } from "../../annotate";
import { durationUnits, rational } from "../../rational";
import type { AudioStream, Extension } from "../../schema";
import type { InlineBox } from "./box-header";
import { sampleEntryBox, withAudioBoxes } from "./box-registry";
import { parseAudioSampleEntry } from "./boxes/audio-sample-entry";
import { endaBox } from "./boxes/enda";
import type { Movie, Track } from "./movie";
import { LPCM_FLAG_BIG_ENDIAN, LPCM_FLAG_FLOAT, PCM_SAMPLE_ENTRIES } from "./tables/pcm-sample-entries";
import { entryCoding, protectionProperties, sinfBox } from "./boxes/sinf";
import { SAMPLE_ENTRY_FORMATS } from "./tables/sample-entry-formats";
import { trackLanguage, trackSeconds } from "./track-timing";

/** Version 2's 64-bit float rate can hold anything: from 2^32 Hz on it is damage, and the media timescale is used. */
const MAX_SAMPLE_RATE = 2 ** 32;

export function audioStream(
  track: Track,
  entryBox: InlineBox,
  movie: Movie,
  quickTime: boolean,
  diagnostics: string[],
): AudioStream {
  const entry = parseAudioSampleEntry(entryBox.type, entryBox.payload, quickTime, diagnostics);
  const extension: Extension[] = [];
  const protection = sampleEntryBox(entry.boxes, sinfBox, diagnostics);
  const coding = entryCoding(entryBox.type, protection);
  // The sample entry's 16.16 samplerate cannot hold rates above 65535 Hz (it reads 0): the media timescale then says it.
  const hz = entry.samplerate >= 1 && entry.samplerate < MAX_SAMPLE_RATE ? entry.samplerate : track.mdhd?.timescale;
  let stream: AudioStream = {
    format: SAMPLE_ENTRY_FORMATS[coding] ?? coding,
    channels: entry.channelcount,
    sample_rate: hz ? rational(Math.round(hz), 1) : undefined,
  };

  const pcm = PCM_SAMPLE_ENTRIES[coding];
  if (pcm) {
    const enda = sampleEntryBox(entry.boxes, endaBox, diagnostics);
    const flags = entry.formatSpecificFlags;
    const littleEndian = enda
      ? enda.littleEndian
      : flags !== undefined
        ? (flags & LPCM_FLAG_BIG_ENDIAN) === 0
        : pcm.littleEndian;
    const float = flags !== undefined ? (flags & LPCM_FLAG_FLOAT) !== 0 : pcm.float;
    stream.bits_per_sample = pcm.bits ?? entry.samplesize;
    stream.properties = {
      ...(stream.bits_per_sample > 8 && { Endianness: littleEndian ? "little" : "big" }),
      ...(float && { SampleFormat: "float" }),
    };
    if (stream.sample_rate && stream.channels)
      stream.bit_rate = stream.channels * stream.bits_per_sample * stream.sample_rate.numerator;
  }
  stream = withAudioBoxes(stream, { entry, trackHeader: track.tkhd, extension, diagnostics });

  const seconds = trackSeconds(track, movie);
  stream.duration = durationUnits(seconds, stream.sample_rate);
  stream.language = trackLanguage(track);
  stream.properties = {
    ...stream.properties,
    TrackId: track.tkhd?.track_ID,
    ...(entryBox.type !== stream.format && { SampleEntry: entryBox.type }),
    ...protectionProperties(protection),
  };
  const all = [...extension, ...(stream.extension ?? [])];
  if (all.length > 0) stream.extension = all;
  return annotateAudioStream(stream);
}
