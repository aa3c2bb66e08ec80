// WAVE files (RIFF, RF64, BW64): recognised by the RIFF header; the parser (probe-wav.ts) is loaded only
// for a file recognised as WAVE.
import type { ContainerFormat } from "../container-format";
import { fourCC } from "./riff-chunk";

/** The RIFF form of the first chunk id → the container `type`. */
export const RIFF_FORMS: Readonly<Record<string, string>> = { RIFF: "wav", RF64: "rf64", BW64: "bw64" };

export const wavFormat: ContainerFormat = {
  name: "WAVE",
  detect(head) {
    return head.length >= 12 && fourCC(head, 0) in RIFF_FORMS && fourCC(head, 8) === "WAVE" ? 100 : 0;
  },
  probe: async (context) => (await import("./probe-wav")).probeWav(context),
};
