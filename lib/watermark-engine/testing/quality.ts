// Transparency measures of a mark: how far below the programme the change lies, over the whole signal and
// segment by segment (the segmental SNR weighs quiet passages as much as loud ones).

/** Whole-signal SNR and segmental SNR (20 ms segments, each clamped to [−10, 35] dB, silent segments left out). */
export function snrDb(original: Float32Array[], marked: Float32Array[]): { snr: number; segmental: number } {
  const segment = 960;
  let [signal, noise] = [0, 0];
  const segments: number[] = [];
  for (let start = 0; start + segment <= original[0]!.length; start += segment) {
    let [s, e] = [0, 0];
    original.forEach((channel, c) => {
      for (let n = start; n < start + segment; n++) {
        s += channel[n]! ** 2;
        e += (marked[c]![n]! - channel[n]!) ** 2;
      }
    });
    [signal, noise] = [signal + s, noise + e];
    if (s / (segment * original.length) > 1e-8)
      segments.push(Math.max(-10, Math.min(35, 10 * Math.log10(s / Math.max(e, 1e-20)))));
  }
  return {
    snr: 10 * Math.log10(signal / noise),
    segmental: segments.reduce((sum, value) => sum + value, 0) / segments.length,
  };
}
