import type { BitReader } from "../../bits/bit-reader";
import { skipChannelPairElement } from "./channel-pair-element";
import { skipDataStreamElement } from "./data-stream-element";
import { parseFillElement } from "./fill-element";
import { type ProgramConfigElement, parseProgramConfigElement } from "./program-config-element";
import type { SbrState } from "./sbr/sbr-extension-data";
import { skipSingleChannelElement } from "./single-channel-element";

/** Syntactic element ids, ISO/IEC 14496-3 Table 4.85. */
const ID_SCE = 0;
const ID_CPE = 1;
const ID_CCE = 2;
const ID_LFE = 3;
const ID_DSE = 4;
const ID_PCE = 5;
const ID_FIL = 6;
const ID_END = 7;

/**
 * Reads raw_data_block() of ISO/IEC 14496-3 4.4.2.1 (Table 4.3) through ID_END and its byte alignment,
 * element by element; the SBR data of fill elements goes to `sbr`. Returns the block's first program config
 * element, if any. Coupling channel elements are not read (they stop the block with a RangeError).
 */
export function parseRawDataBlock(
  reader: BitReader,
  sampling_frequency_index: number,
  sbr: SbrState,
): ProgramConfigElement | undefined {
  let programConfigElement: ProgramConfigElement | undefined;
  let previous: number | undefined;
  // Every element reads at least its 3-bit id, so the reader's end bounds the loop.
  for (let id = reader.u(3); id !== ID_END; id = reader.u(3)) {
    if (id === ID_SCE || id === ID_LFE) skipSingleChannelElement(reader, sampling_frequency_index);
    else if (id === ID_CPE) skipChannelPairElement(reader, sampling_frequency_index);
    else if (id === ID_DSE) skipDataStreamElement(reader);
    else if (id === ID_FIL) parseFillElement(reader, previous, sbr);
    else if (id === ID_PCE) {
      const pce = parseProgramConfigElement(reader);
      programConfigElement ??= pce;
    } else if (id === ID_CCE) throw new RangeError("coupling_channel_element is not read");
    // SBR data belongs to the SCE or CPE just before its fill element (4.5.2.8.2).
    previous = id === ID_SCE || id === ID_CPE ? id : id === ID_FIL ? previous : undefined;
  }
  reader.byteAlign();
  return programConfigElement;
}
