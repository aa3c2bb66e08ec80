// Rows of the generated corpus (CI seed) on which ffprobe and MediaInfo agree with each other and both
// contradict the file's own bytes. The value is what the transport packets give, read without the prober:
// the PES packets of the PID, their PTS and the audio frame headers they hold (syncword, frame length
// from the header), the span being the last PTS − the first PTS + the whole frames of the last PES
// packet. Both references time a PES packet of several frames as if it held one frame (or none). The
// check holds us to this value on these rows, as it holds us to the construction where the references
// disagree.
export interface ReferenceError {
  file: string;
  stream: string;
  field: "duration";
  /** Seconds, from the file's bytes. */
  value: number;
  reason: string;
}

const lastPes = (frames: number, samples: number, rate: number) =>
  `the last PES packet holds ${frames} whole frames of ${samples} samples at ${rate} Hz; both references count it as one frame or none`;

export const REFERENCE_ERRORS: readonly ReferenceError[] = [
  {
    file: "mpts_late_6svc_103.ts",
    stream: "pid 641",
    field: "duration",
    value: 0.9387,
    reason: `3 PES packets of 14, 15 and 15 ADTS frames: ${lastPes(15, 1024, 48000)}`,
  },
  {
    file: "tscut_mpeg2_aac_140.ts",
    stream: "pid 257",
    field: "duration",
    value: 0.6966,
    reason: `6 whole PES packets of 5 ADTS frames after the cut: ${lastPes(5, 1024, 44100)}`,
  },
  {
    file: "tscut_hevc_mp2_144.ts",
    stream: "pid 257",
    field: "duration",
    value: 0.3657,
    reason: `7 whole PES packets of 2 MPEG audio frames after the cut: ${lastPes(2, 1152, 44100)}`,
  },
  {
    file: "tscut_h264_mp2_146.ts",
    stream: "pid 257",
    field: "duration",
    value: 0.3135,
    reason: `6 whole PES packets of 2 MPEG audio frames after the cut: ${lastPes(2, 1152, 44100)}`,
  },
  {
    file: "tscut_mpeg2_mp2_148.ts",
    stream: "pid 257",
    field: "duration",
    value: 0.1045,
    reason: `2 whole PES packets of 2 MPEG audio frames after the cut: ${lastPes(2, 1152, 44100)}`,
  },
];
