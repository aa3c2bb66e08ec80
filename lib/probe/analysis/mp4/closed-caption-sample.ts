// A sample of a QuickTime closed-caption track (QuickTime File Format, "Closed Captioning Media": handler
// 'clcp', sample entry 'c608' or 'c708'): atoms holding the caption bytes of one frame. 'cdat' holds the
// CEA-608 byte pairs of field 1 and 'cdt2' those of field 2 (ANSI/CTA-608-E); 'ccdp' holds a SMPTE ST 334-2
// caption distribution packet, whose cc_data carries CEA-708 and 608 alike.
import { inlineBoxes } from "../../containers/mp4/box-header";
import type { CcPair } from "../cc-data";
import { cdpCcPairs } from "../mxf/caption-distribution-packet";

/** The byte pairs of the sample, as cc_data() pairs (cc_type 0 for field 1, 1 for field 2). */
export function closedCaptionSamplePairs(sample: Uint8Array): CcPair[] {
  const pairs: CcPair[] = [];
  for (const atom of inlineBoxes(sample, [], "closed-caption sample")) {
    if (atom.type === "ccdp") pairs.push(...cdpCcPairs(atom.payload));
    if (atom.type !== "cdat" && atom.type !== "cdt2") continue;
    const cc_type = atom.type === "cdat" ? 0 : 1;
    for (let at = 0; at + 1 < atom.payload.length; at += 2)
      pairs.push({ cc_valid: true, cc_type, cc_data_1: atom.payload[at]!, cc_data_2: atom.payload[at + 1]! });
  }
  return pairs;
}
