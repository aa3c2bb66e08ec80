// DTS-HD files (.dtshd): recognised by their first chunk 'DTSHDHDR'; the parser (probe-dtshd.ts) is loaded only for such a file.
import type { ContainerFormat } from "../container-format";
import { DTSHD_SIGNATURE } from "./dtshd-chunks";

const isDtsHd = (head: Uint8Array) =>
  head.length >= 8 && String.fromCharCode(...head.subarray(0, 8)) === DTSHD_SIGNATURE;

export const dtsHdFormat: ContainerFormat = {
  name: "DTS-HD file",
  detect: (head) => (isDtsHd(head) ? 100 : 0),
  probe: async (context) => (await import("./probe-dtshd")).probeDtsHd(context),
};
