// The caption distribution packet (CDP) of SMPTE ST 334-2 (clause 5: cdp_header, time_code_section,
// ccdata_section, ...), which SMPTE ST 334-1 carries in an ancillary packet with DID 0x61, SDID 0x01. Its
// ccdata_section holds the cc_data() byte triples of CEA-708 (CTA-708-E 4.4), 608 pairs included.
import { BitReader } from "../../bits/bit-reader";
import { ProbeError } from "../../errors";
import { readCcPairs, type CcPair } from "../cc-data";

const CDP_IDENTIFIER = 0x9669;
const TIME_CODE_SECTION_ID = 0x71;
const CCDATA_ID = 0x72;
/** time_code_section(): its id and 4 bytes of time code (ST 334-2 5.2). */
const TIME_CODE_SECTION_BYTES = 5;

/** The cc_data byte pairs of a CDP (none when ccdata_present is 0); ProbeError when it is not a CDP. */
export function cdpCcPairs(udw: Uint8Array): CcPair[] {
  const reader = new BitReader(udw);
  if (reader.bitsLeft < 7 * 8) throw new ProbeError("unreadable", `CDP of ${udw.length} bytes`);
  const cdp_identifier = reader.u(16);
  if (cdp_identifier !== CDP_IDENTIFIER)
    throw new ProbeError("unreadable", `CDP: cdp_identifier 0x${cdp_identifier.toString(16)}, not 0x9669`);
  reader.skip(8 + 4 + 4); // cdp_length, cdp_frame_rate, reserved
  const time_code_present = reader.flag();
  const ccdata_present = reader.flag();
  reader.skip(6); // svcinfo_present, svc_info_start, svc_info_change, svc_info_complete, caption_service_active, reserved
  reader.skip(16); // cdp_hdr_sequence_cntr
  if (!ccdata_present) return [];
  if (time_code_present) {
    if (reader.bitsLeft < TIME_CODE_SECTION_BYTES * 8 || reader.u(8) !== TIME_CODE_SECTION_ID)
      throw new ProbeError("unreadable", "CDP: time_code_present without a time_code_section");
    reader.skip((TIME_CODE_SECTION_BYTES - 1) * 8);
  }
  if (reader.bitsLeft < 16 || reader.u(8) !== CCDATA_ID)
    throw new ProbeError("unreadable", "CDP: ccdata_present without a ccdata_section");
  reader.skip(3); // marker_bits
  return readCcPairs(reader, reader.u(5));
}
