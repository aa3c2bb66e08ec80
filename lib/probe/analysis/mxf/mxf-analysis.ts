// The analysis pass over an MXF file: one walk of its essence KLVs (body-klvs.ts) that reads the SMPTE
// ST 436 ANC data elements: SCTE 104 messages (SMPTE ST 2010) for the `scte35` analysis, CEA-708 caption
// distribution packets (SMPTE ST 334) for the captions of the video stream; and the essence elements' lengths
// for measured bit rates; and, in the same walk, the picture essence for its GOP structure and captions
// (picture-essence.ts). Edit units are counted by
// content package: each one starts with the same item (ST 379-1 clause 7.2: the system item when there is
// one, ST 385 / ST 379-1 Table 3), so the key of the file's first item marks the start of every package.
import { isEssenceElementKey } from "../../containers/mxf/keys";
import { ulKey } from "../../containers/mxf/ul";
import type { ByteSource } from "../../io/byte-source";
import type { ContainerProbe } from "../../schema";
import type { AnalysisName, CaptionsAnalysis, ContainerAnalysis, StreamAnalysis } from "../analysis-schema";
import { CaptionChannels } from "../caption-channels";
import { ANC_TYPES } from "./anc-packet";
import { AncTally } from "./anc-tally";
import { cdpCcPairs } from "./caption-distribution-packet";
import { essenceKlvs, type BodyWalk } from "./body-klvs";
import { EssenceBitRates } from "./essence-bit-rates";
import { PictureEssence } from "./picture-essence";
import { editUnitClock } from "./edit-unit-clock";
import { Scte104Markers } from "./scte104/scte104-markers";

/** Generic container data item (ST 379-1 Table 3: item type 0x17), ST 436-1 element types 0x01 VBI and 0x02 ANC. */
const DATA_ITEM = 0x17;
const VBI_ELEMENT = 0x01;
const ANC_ELEMENT = 0x02;
/** An ANC element of a frame holds a few packets of at most 255 words each; a VBI element a few lines' samples. */
const MAX_ANC_ELEMENT_BYTES = 1024 * 1024;
const CARRIAGE = "SMPTE ST 334 caption distribution packets in MXF ANC data (ST 436)";

/** Container types of the MXF prober: an operational pattern (op1a..op3c, opatom) or "mxf". */
export function isMxfProbe(probe: ContainerProbe): boolean {
  return /^(op[123][abc]|opatom|mxf)$/.test(probe.type);
}

export interface MxfAnalysis {
  streams: Map<object, StreamAnalysis>;
  container: Partial<ContainerAnalysis>;
  notAnalysed: string[];
}

export async function analyzeMxf(
  source: ByteSource,
  probe: ContainerProbe,
  analyses: ReadonlySet<AnalysisName>,
  onProgress?: (fraction: number) => void,
): Promise<MxfAnalysis> {
  const notAnalysed: string[] = [];
  const pictures =
    analyses.has("gop") || analyses.has("captions") ? new PictureEssence(probe.video, analyses) : undefined;
  for (const format of pictures?.unread ?? [])
    notAnalysed.push(`gop, captions: the pass does not read ${format} picture essence`);
  const bitRates = analyses.has("bitrate") ? new EssenceBitRates([...probe.video, ...probe.audio]) : undefined;
  const markers = analyses.has("scte35") ? new Scte104Markers(editUnitClock(probe)) : undefined;
  const captions = analyses.has("captions") ? new CaptionChannels() : undefined;
  const anc = new AncTally();
  const walk: BodyWalk = { bytesRead: 0 };
  const isVbi = (key: Uint8Array) => key[12] === DATA_ITEM && key[14] === VBI_ELEMENT;
  const isAnc = (key: Uint8Array) => key[12] === DATA_ITEM && key[14] === ANC_ELEMENT;
  const isData = (key: Uint8Array) => isVbi(key) || isAnc(key);
  let firstItem: string | undefined;
  let editUnit = -1;
  for await (const klv of essenceKlvs(source, isData, MAX_ANC_ELEMENT_BYTES, walk, onProgress)) {
    if (!isContentPackageItem(klv.key)) continue;
    const item = ulKey(klv.key);
    firstItem ??= item;
    if (item === firstItem) editUnit++;
    if (!isEssenceElementKey(klv.key)) continue;
    bitRates?.element(klv.key, klv.length);
    if (pictures?.reads(klv.key)) await pictures.element(klv);
    if (isVbi(klv.key)) {
      if (klv.value) anc.vbiElement(klv.value);
      else anc.vbiElements++;
      continue;
    }
    if (!klv.value || !isAnc(klv.key)) continue;
    anc.elements++;
    for (const { packet, line } of anc.packets(klv.value)) {
      if (markers && packet.DID === ANC_TYPES.scte104.DID && packet.SDID === ANC_TYPES.scte104.SDID)
        markers.packet(packet.UDW, editUnit, line);
      if (captions && packet.DID === ANC_TYPES.cdp.DID && packet.SDID === ANC_TYPES.cdp.SDID)
        anc.guard(() => captions.ccPairs(cdpCcPairs(packet.UDW), CARRIAGE, undefined));
    }
  }
  if (walk.stoppedAt) notAnalysed.push(`the walk of the MXF body stopped: ${walk.stoppedAt}`);
  const container: Partial<ContainerAnalysis> = { bytes_read: walk.bytesRead, edit_units: editUnit + 1 };
  const streams = new Map<object, StreamAnalysis>();
  for (const [stream, bitrate] of bitRates?.finish() ?? []) streams.set(stream, { bitrate });
  for (const [stream, found] of pictures?.finish() ?? []) streams.set(stream, { ...streams.get(stream), ...found });
  const video = probe.video[0];
  if (anc.elements + anc.vbiElements === 0) {
    const wanted = ["scte35", "captions"].filter(
      (name) => analyses.has(name as AnalysisName) && !(name === "captions" && video && streams.get(video)?.captions),
    );
    if (wanted.length > 0) notAnalysed.push(`${wanted.join(", ")}: the MXF file has no ST 436 ANC data elements`);
    return { streams, container, notAnalysed };
  }
  container.anc_data = anc.finish();
  if (markers) container.scte104 = markers.finish();
  const captionsFound = captions?.finish();
  if (captionsFound && video) streams.set(video, withAncCaptions(streams.get(video) ?? {}, captionsFound));
  else if (captionsFound) notAnalysed.push("captions: caption packets found, but the file has no video stream");
  return { streams, container, notAnalysed };
}

/**
 * The ANC captions of the picture's stream. Where its own user data carries captions too, those are the
 * ones tallied (one decoder per carriage: the same pairs read twice would double every character), and
 * the ANC carriage is listed beside them.
 */
function withAncCaptions(analysis: StreamAnalysis, anc: CaptionsAnalysis): StreamAnalysis {
  const own = analysis.captions;
  if (!own) return { ...analysis, captions: anc };
  return { ...analysis, captions: { ...own, carriage: [...own.carriage, ...anc.carriage] } };
}

/** Items of a generic container content package, system items included: 06 0E 2B 34 .. .. .. .. 0D 01 03 01 (ST 379-1 clause 7). */
function isContentPackageItem(key: Uint8Array): boolean {
  return (
    key[0] === 0x06 && key[1] === 0x0e && key[8] === 0x0d && key[9] === 0x01 && key[10] === 0x03 && key[11] === 0x01
  );
}
