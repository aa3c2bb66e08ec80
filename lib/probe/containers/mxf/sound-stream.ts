// A sound essence track and its descriptor (ST 377-1 Annex G.2.6, ST 382 Wave/AES3, ST 377-4 MCA
// labels) → an audio stream of docs/api.md §2.5.
import { annotateAudioStream } from "../../annotate";
import type { AudioStream, Extension } from "../../schema";
import { pcmFormat } from "../../tables/formats";
import { languageTag } from "../../tables/languages";
import { convertUnits, validRate } from "./essence-rates";
import { setExtension } from "./extension";
import type { HeaderMetadata, MetadataSet } from "./header-metadata";
import { soundFormat } from "./labels/essence-coding";
import type { EssenceTrack } from "./package-model";
import { trackDuration, trackProperties } from "./picture-stream";
import { GENERIC_SOUND_ESSENCE_DESCRIPTOR_KEY } from "./sets/generic-sound-essence-descriptor";
import {
  AUDIO_CHANNEL_LABEL_SUB_DESCRIPTOR_KEY,
  mcaLabelSubDescriptorProperties,
  SOUNDFIELD_GROUP_LABEL_SUB_DESCRIPTOR_KEY,
  type McaLabelSubDescriptor,
} from "./sets/mca-label-sub-descriptor";
import {
  AES3_AUDIO_DESCRIPTOR_KEY,
  aes3AudioDescriptorProperties,
  WAVE_AUDIO_DESCRIPTOR_KEY,
} from "./sets/wave-audio-descriptor";

const SOUND_DESCRIPTOR_CLASSES: Readonly<Record<string, string>> = {
  [AES3_AUDIO_DESCRIPTOR_KEY]: "AES3AudioDescriptor",
  [WAVE_AUDIO_DESCRIPTOR_KEY]: "WaveAudioDescriptor",
  [GENERIC_SOUND_ESSENCE_DESCRIPTOR_KEY]: "GenericSoundEssenceDescriptor",
};

/** MCATagSymbol values start with "ch" for channels and "sg" for soundfield groups (ST 377-4 clause 6.3, ST 428-12). */
const CHANNEL_SYMBOL_PREFIX = "ch";

export function soundStream(metadata: HeaderMetadata, essence: EssenceTrack): AudioStream {
  const set = essence.descriptor;
  const descriptor = set ? metadata.read(set, aes3AudioDescriptorProperties, "SoundDescriptor") : {};
  const coded = soundFormat(descriptor.SoundEssenceCoding, descriptor.EssenceContainer);
  const stream: AudioStream = {
    format: coded === "pcm" ? pcmFormat(descriptor.QuantizationBits) : (coded ?? "unknown"),
  };
  const sampleRate = validRate(descriptor.AudioSamplingRate);
  if (sampleRate) {
    stream.sample_rate = sampleRate;
    const duration = trackDuration(essence, descriptor.ContainerDuration);
    const durationRate = duration?.rate ?? validRate(descriptor.SampleRate);
    if (duration && durationRate) stream.duration = convertUnits(duration.units, durationRate, sampleRate);
  }
  if (descriptor.ChannelCount) stream.channels = descriptor.ChannelCount;
  if (descriptor.QuantizationBits) stream.bits_per_sample = descriptor.QuantizationBits;
  if (coded === "pcm" && sampleRate && descriptor.ChannelCount && descriptor.QuantizationBits) {
    stream.bit_rate = Math.round(
      (sampleRate.numerator / sampleRate.denominator) * descriptor.ChannelCount * descriptor.QuantizationBits,
    );
  }

  const subDescriptors = (descriptor.SubDescriptors ?? []).flatMap((uid) => metadata.sets.get(uid) ?? []);
  const channels = labelsOf(metadata, subDescriptors, AUDIO_CHANNEL_LABEL_SUB_DESCRIPTOR_KEY);
  const groups = labelsOf(metadata, subDescriptors, SOUNDFIELD_GROUP_LABEL_SUB_DESCRIPTOR_KEY);
  if (channels.length > 0) {
    stream.label = channels.map((channel) => channelLabel(channel.MCATagSymbol));
  }
  const spoken = [...groups, ...channels].find((label) => label.RFC5646SpokenLanguage)?.RFC5646SpokenLanguage;
  if (spoken) Object.assign(stream, languageTag(spoken)); // RFC 5646 (ST 377-4 RFC5646SpokenLanguage)

  stream.properties = trackProperties(essence, descriptor.SoundEssenceCoding);
  const extensions: Extension[] = [];
  if (set) extensions.push(setExtension(SOUND_DESCRIPTOR_CLASSES[set.key] ?? "FileDescriptor", descriptor));
  for (const group of groups) extensions.push(setExtension("SoundfieldGroupLabelSubDescriptor", group));
  if (extensions.length > 0) stream.extension = extensions;
  return annotateAudioStream(stream);
}

/** MCA labels of one class, in channel order (MCAChannelID, ST 377-4 clause 6.4; file order when absent). */
function labelsOf(metadata: HeaderMetadata, sets: readonly MetadataSet[], key: string): McaLabelSubDescriptor[] {
  return sets
    .filter((set) => set.key === key)
    .map((set) => metadata.read(set, mcaLabelSubDescriptorProperties, "MCALabelSubDescriptor"))
    .map((label, index) => ({ label, order: label.MCAChannelID ?? index }))
    .sort((a, b) => a.order - b.order)
    .map(({ label }) => label);
}

function channelLabel(symbol: string | undefined): string {
  if (!symbol) return "";
  return symbol.startsWith(CHANNEL_SYMBOL_PREFIX) ? symbol.slice(CHANNEL_SYMBOL_PREFIX.length) : symbol;
}
