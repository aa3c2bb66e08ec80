// Core Audio channel layouts as QuickTime's 'chan' box stores them (QuickTime File Format, "Audio
// channel layout atom"; CoreAudioTypes.h AudioChannelLayoutTag, AudioChannelBitmap, AudioChannelLabel)
// → `label[]` symbols (those of lib/probe/tables/channels.ts: L, R, C, LFE, Ls, Rs, Cs, ...).
import type { AudioChannelLayoutBox } from "../boxes/chan";

/** mChannelLabel 1..18 (kAudioChannelLabel_Left … _TopBackRight); bitmap bit n stands for label n + 1. */
const CHANNEL_LABELS: readonly string[] = [
  "L",
  "R",
  "C",
  "LFE",
  "Ls",
  "Rs",
  "Lc",
  "Rc",
  "Cs",
  "Lsd",
  "Rsd",
  "Ts",
  "Vhl",
  "Vhc",
  "Vhr",
  "Tbl",
  "Tbc",
  "Tbr",
];
/** Further mChannelLabel values (rear surround, wide, LFE2, matrix total, mono). */
const OTHER_CHANNEL_LABELS: Readonly<Record<number, string>> = {
  33: "Lrs",
  34: "Rrs",
  35: "Lw",
  36: "Rw",
  37: "LFE2",
  38: "Lt",
  39: "Rt",
  42: "C",
};
/** kAudioChannelLabel_Discrete_0: 1 << 16 | n numbers a channel without a position. */
const DISCRETE_LABEL = 1 << 16;

/** mChannelLayoutTag values that say how to read the rest: descriptions, or the bitmap. */
const USE_CHANNEL_DESCRIPTIONS = 0;
const USE_CHANNEL_BITMAP = 1 << 16;
/** kAudioChannelLayoutTag_DiscreteInOrder (147 << 16 | n): n channels without positions. */
const DISCRETE_IN_ORDER = 147;

/** Layout tags by their upper 16 bits (the lower 16 are the channel count), in channel order. */
const LAYOUT_TAGS: Readonly<Record<number, readonly string[]>> = {
  100: ["C"], // Mono
  101: ["L", "R"], // Stereo
  102: ["L", "R"], // StereoHeadphones
  103: ["Lt", "Rt"], // MatrixStereo
  108: ["L", "R", "Ls", "Rs"], // Quadraphonic
  113: ["L", "R", "C"], // MPEG_3_0_A
  114: ["C", "L", "R"], // MPEG_3_0_B
  115: ["L", "R", "C", "Cs"], // MPEG_4_0_A
  116: ["C", "L", "R", "Cs"], // MPEG_4_0_B
  117: ["L", "R", "C", "Ls", "Rs"], // MPEG_5_0_A
  118: ["L", "R", "Ls", "Rs", "C"], // MPEG_5_0_B
  119: ["L", "C", "R", "Ls", "Rs"], // MPEG_5_0_C
  120: ["C", "L", "R", "Ls", "Rs"], // MPEG_5_0_D
  121: ["L", "R", "C", "LFE", "Ls", "Rs"], // MPEG_5_1_A
  122: ["L", "R", "Ls", "Rs", "C", "LFE"], // MPEG_5_1_B
  123: ["L", "C", "R", "Ls", "Rs", "LFE"], // MPEG_5_1_C
  124: ["C", "L", "R", "Ls", "Rs", "LFE"], // MPEG_5_1_D
  125: ["L", "R", "C", "LFE", "Ls", "Rs", "Cs"], // MPEG_6_1_A
  126: ["L", "R", "C", "LFE", "Ls", "Rs", "Lc", "Rc"], // MPEG_7_1_A
  127: ["C", "Lc", "Rc", "L", "R", "Ls", "Rs", "LFE"], // MPEG_7_1_B
  128: ["L", "R", "C", "LFE", "Ls", "Rs", "Lrs", "Rrs"], // MPEG_7_1_C
  131: ["L", "R", "Cs"], // ITU_2_1
  132: ["L", "R", "Ls", "Rs"], // ITU_2_2
};

function channelLabel(code: number): string {
  if (code >= 1 && code <= CHANNEL_LABELS.length) return CHANNEL_LABELS[code - 1]!;
  if ((code & 0xffff0000) === DISCRETE_LABEL) return `Ch${(code & 0xffff) + 1}`;
  return OTHER_CHANNEL_LABELS[code] ?? "";
}

/**
 * One label per channel, or undefined when the layout does not name positions for `channels` channels
 * (an unknown tag, or one whose count disagrees with the sample description).
 */
export function channelLayoutLabels(chan: AudioChannelLayoutBox, channels: number): string[] | undefined {
  let labels: string[];
  if (chan.mChannelLayoutTag === USE_CHANNEL_DESCRIPTIONS) {
    labels = chan.mChannelDescriptions.map((description) => channelLabel(description.mChannelLabel));
  } else if (chan.mChannelLayoutTag === USE_CHANNEL_BITMAP) {
    labels = CHANNEL_LABELS.filter((_, bit) => (chan.mChannelBitmap >>> bit) & 1);
  } else {
    const layout = chan.mChannelLayoutTag >>> 16;
    const count = chan.mChannelLayoutTag & 0xffff;
    labels =
      layout === DISCRETE_IN_ORDER
        ? Array.from({ length: count }, (_, i) => `Ch${i + 1}`)
        : [...(LAYOUT_TAGS[layout] ?? [])];
  }
  return labels.length === channels ? labels : undefined;
}
