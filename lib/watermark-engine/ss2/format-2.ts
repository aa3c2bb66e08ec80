// broadmark-ss 2.0.0's payload format (kept to detect its marks): 400 sync cells, 1400 cells for the
// constant code (sid, csid, CRC-24), summed over ±3 blocks before decoding, and 2200 cells for the block's
// time (CRC-16 over code and time), decoded from its own block only or, failing that, the time the
// previous block predicts accepted if it correlates with the block's time bits (continuity).
import { TAIL_BITS, decode, encode } from "../convolutional-code";
import { agreement, signsOf, summedSoft, type PayloadFormat } from "./format";
import { dealCells } from "./layout";
import {
  CODE_MESSAGE_BITS,
  TIME_MESSAGE_BITS,
  codeMessage,
  messageToCode,
  messageToTime,
  timeMessage,
} from "./messages";

const CODE_CODED_BITS = 2 * (CODE_MESSAGE_BITS + TAIL_BITS);
const TIME_CODED_BITS = 2 * (TIME_MESSAGE_BITS + TAIL_BITS);
const GROUPS = 1 + CODE_CODED_BITS + TIME_CODED_BITS;
/** Normalised correlation a predicted time must reach: 3.6 standard deviations of noise over 108 coded bits. */
const CONTINUITY_THRESHOLD = 0.35;

export const format2: PayloadFormat = {
  version: "2.0.0",
  // Each block's time decodes from its own cells: the mark must be about as strong as at 2.0.0's release.
  budget: { sparingSnrDb: 24, minMeanDepthDb: 1.5, ceilingSnrDb: 18 },
  cellGroup: dealCells([
    { cells: 1400, groups: CODE_CODED_BITS },
    { cells: 2200, groups: TIME_CODED_BITS },
  ]),
  groups: GROUPS,
  groupSigns: (payload) => signsOf(GROUPS, [encode(codeMessage(payload)), encode(timeMessage(payload, payload.time))]),
  decode(soft, predictedTime) {
    const code = messageToCode(decode(summedSoft(soft, 1, CODE_CODED_BITS)));
    if (!code) return undefined;
    const timeSoft = summedSoft(soft, 1 + CODE_CODED_BITS, TIME_CODED_BITS, (m) => m === 0);
    const time = messageToTime(code, decode(timeSoft));
    if (time !== undefined) return { code, time };
    const predicted = predictedTime();
    const agrees =
      predicted !== undefined &&
      predicted >= 0 &&
      predicted < 2 ** 32 &&
      agreement(timeSoft, encode(timeMessage(code, predicted))) >= CONTINUITY_THRESHOLD;
    return { code, time: agrees ? predicted : undefined };
  },
};
