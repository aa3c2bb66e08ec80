/** samplingFrequencyIndex → Hz, ISO/IEC 14496-3 Table 1.18 (also ADTS sampling_frequency_index; 0xF = explicit). */
export const SAMPLING_FREQUENCIES = [
  96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350,
];
export const EXPLICIT_SAMPLING_FREQUENCY = 0xf;
