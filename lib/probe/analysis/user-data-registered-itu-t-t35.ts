// user_data_registered_itu_t_t35() SEI (ITU-T H.264 D.1.6, H.265 D.2.6, payloadType 4) carrying ATSC A/53
// captions: itu_t_t35_country_code 0xB5 (United States), terminal provider code 0x0031 (ATSC), then the
// ATSC1_data() of A/53 Part 4 6.2.2 (ANSI/SCTE 128-1 8.1).
import { BitReader } from "../bits/bit-reader";
import { atscCcData } from "./cc-data";

export const USER_DATA_REGISTERED_ITU_T_T35 = 4;
const COUNTRY_CODE_UNITED_STATES = 0xb5;
const PROVIDER_CODE_ATSC = 0x0031;

/** The cc_data() bytes of the SEI payload, when it carries A/53 captions. */
export function t35CcData(payload: Uint8Array): Uint8Array | undefined {
  if (payload.length < 3) return undefined;
  const reader = new BitReader(payload);
  const itu_t_t35_country_code = reader.u(8);
  if (itu_t_t35_country_code !== COUNTRY_CODE_UNITED_STATES || reader.u(16) !== PROVIDER_CODE_ATSC) return undefined;
  return atscCcData(payload, 3);
}
