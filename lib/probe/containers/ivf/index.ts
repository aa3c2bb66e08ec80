// IVF (the libvpx/libaom test container for VP8, VP9 and AV1): recognised by "DKIF"; the parser
// (probe-ivf.ts) is loaded only for such a file.
import type { ContainerFormat } from "../container-format";
import { isIvf } from "./ivf-header";

export const ivfFormat: ContainerFormat = {
  name: "IVF",
  detect: (head) => (isIvf(head) ? 100 : 0),
  probe: async (context) => (await import("./probe-ivf")).probeIvf(context),
};
