// Corpus files that `npm run conformance` compares but the conformance test does not hold yet, each with
// the prober gap that keeps it out. A fix removes its file from here, so that the test holds it from then on.
export const PENDING_FIXTURES: Readonly<Record<string, string>> = {
  "tsduck__test-012.ts": "Teletext PIDs whose PMT comes after the head window are not listed (late PMT)",
  "tsduck__test-052.ts": "PID 97: we report the MPEG video its PMT announces, ffprobe MPEG audio from its packets; not yet settled which is right",
  "tsduck__test-097.ts": "no duration for a video PID with a single PES packet (ffprobe: one frame)",
  "tsduck__test-100.1.ts": "no duration for a video PID with a single PES packet (ffprobe: one frame)",
  "tsduck__test-142.ts": "no PAT: we report the MPEG video its PMTs announce on the PES PIDs, ffprobe (reading no PMT without a PAT) MPEG audio; not yet settled which is right",
  "tsduck__test-146.ts": "no duration for a video PID with a single PES packet (ffprobe: one frame)",
};
