// Detection of package manifests: text documents recognised by their first line or root element. Kept
// free of the parsers' imports, as every probed file runs these checks.
import type { ContainerFormat } from "../containers/container-format";

/** The head as text, when it looks like text (no NUL in the first KiB). */
function headText(head: Uint8Array): string | undefined {
  const start = head.subarray(0, 4096);
  if (start.subarray(0, 1024).includes(0)) return undefined;
  return new TextDecoder("utf-8").decode(start).replace(/^\uFEFF/, "");
}

/** The local name of the root element of an XML head (after the declaration, comments and DOCTYPE). */
function rootElementName(head: Uint8Array): string | undefined {
  const text = headText(head);
  if (text === undefined) return undefined;
  const prolog = text
    .replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|\s+/g, (match) => (match.startsWith("<") ? "" : " "))
    .trimStart();
  return /^<(?:[\w.-]+:)?([\w.-]+)[\s/>]/.exec(prolog)?.[1];
}

export const imfFormat: ContainerFormat = {
  name: "IMF package (ASSETMAP, CPL)",
  detect: (head) =>
    ["AssetMap", "CompositionPlaylist", "PackingList"].includes(rootElementName(head) ?? "") ? 100 : 0,
  probe: async (context) => (await import("./imf/probe-imf")).probeImf(context),
};

export const hlsFormat: ContainerFormat = {
  name: "HLS playlist",
  // RFC 8216 4.3.1.1: the first line of every playlist is EXTM3U.
  detect: (head) => (/^#EXTM3U[ \t]*\r?\n/.test(headText(head) ?? "") ? 100 : 0),
  probe: async (context) => (await import("./hls/probe-hls")).probeHls(context),
};

export const dashFormat: ContainerFormat = {
  name: "DASH media presentation description",
  detect: (head) => (rootElementName(head) === "MPD" ? 100 : 0),
  probe: async (context) => (await import("./dash/probe-dash")).probeDash(context),
};
