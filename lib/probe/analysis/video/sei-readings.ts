// What the analysis reads from SEI messages, alike in H.264 (D.1) and H.265 (D.2): A/53 captions in
// user_data_registered_itu_t_t35, and the first timecode from the coding's own timing message.
import { seiMessages } from "../../codecs/nal/sei-messages";
import { t35CcData, USER_DATA_REGISTERED_ITU_T_T35 } from "../user-data-registered-itu-t-t35";
import type { CaptionChannels } from "../caption-channels";
import type { VideoAnalysisSinks } from "./video-unit-reader";

export interface TimecodeMessage {
  payloadType: number;
  /** The message's timecode, if it carries one (undefined also when its syntax cannot be read yet). */
  read(payload: Uint8Array): string | undefined;
  source: string;
}

/** Reads an SEI RBSP's messages into the sinks; `pts` is the picture's the SEI belongs to. */
export function readSei(
  rbsp: Uint8Array,
  pts: number | undefined,
  sinks: { gop?: VideoAnalysisSinks["gop"]; captions?: Pick<CaptionChannels, "ccData"> },
  carriage: string,
  timecode: TimecodeMessage,
): void {
  for (const message of seiMessages(rbsp)) {
    if (message.payloadType === USER_DATA_REGISTERED_ITU_T_T35) {
      const ccData = t35CcData(message.payload);
      if (ccData) sinks.captions?.ccData(ccData, carriage, pts);
    } else if (message.payloadType === timecode.payloadType && sinks.gop && !sinks.gop.timecode) {
      const value = timecode.read(message.payload);
      if (value) sinks.gop.timecode = { value, source: timecode.source };
    }
  }
}
