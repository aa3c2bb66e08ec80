// dwChannelMask bits of WAVEFORMATEXTENSIBLE (ksmedia.h SPEAKER_FRONT_LEFT = 0x1 … SPEAKER_TOP_BACK_RIGHT
// = 0x20000) → channel labels; channels are stored in the order of the bits set (Microsoft "Multiple
// Channel Audio Data and WAVE Files", "Details about dwChannelMask").
const SPEAKER_LABELS = [
  "L",
  "R",
  "C",
  "LFE",
  "Lb",
  "Rb",
  "Lc",
  "Rc",
  "Cb",
  "Ls",
  "Rs",
  "Tc",
  "Tfl",
  "Tfc",
  "Tfr",
  "Tbl",
  "Tbc",
  "Tbr",
];

/** One label per channel; channels beyond the mask's bits have no position ("", as the specification leaves them). */
export function channelLabels(channelMask: number, channels: number): string[] {
  const labels = SPEAKER_LABELS.filter((_, bit) => (channelMask & (1 << bit)) !== 0).slice(0, channels);
  return [...labels, ...Array<string>(Math.max(0, channels - labels.length)).fill("")];
}
