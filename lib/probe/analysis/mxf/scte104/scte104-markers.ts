// The SCTE 104 messages of an MXF file's ANC data over the whole file: a message split over packets is
// joined (ST 2010 following_pkt / continued_pkt), repeats are counted, each message is placed on the file's
// timeline by its edit unit, and breaks are matched out → in as the SCTE-35 report does (../ad-breaks.ts):
// splice_request_data by splice_event_id (spliceStart then spliceEnd), segmentation by type and event id.
import { formatDuration as timeline } from "../../../annotate";
import { ProbeError } from "../../../errors";
import { concatBytes } from "../../../io/concat-bytes";
import { AdBreaks } from "../../ad-breaks";
import type { Scte104Analysis } from "../../analysis-schema";
import { describeSegmentation } from "../../scte35/splice-cues";
import type { EditUnitClock } from "../edit-unit-clock";
import { parseScte104Message, SCTE104_OPERATIONS, type Scte104Message, type Scte104Operation } from "./scte104-message";
import { SPLICE_INSERT_TYPES } from "./splice-request-data";
import { parseScte104VancPayload } from "./vanc-payload";

const MAX_MESSAGES = 1000;
/** messageSize is 16 bits: no message is longer. */
const MAX_MESSAGE_BYTES = 0xffff;
const SPLICE_START = new Set([1, 2]);
const SPLICE_END = new Set([3, 4]);
const IMMEDIATE = new Set([2, 4]);

type Message = Scte104Analysis["messages"][number];
type Operation = Message["operations"][number];

interface Received {
  editUnit: number;
  line: number;
  bytes: string;
  message: Scte104Message;
  repeats: number;
}

export class Scte104Markers {
  private readonly received: Received[] = [];
  private packets = 0;
  private errors = 0;
  private partial: { editUnit: number; line: number; parts: Uint8Array[]; length: number } | undefined;

  constructor(private readonly clock: EditUnitClock) {}

  /** The user data words of one SCTE 104 ancillary packet of edit unit `editUnit`, VANC line `line`. */
  packet(udw: Uint8Array, editUnit: number, line: number): void {
    this.packets++;
    try {
      const payload = parseScte104VancPayload(udw);
      if (!payload.continued_pkt) this.partial = { editUnit, line, parts: [], length: 0 };
      const partial = this.partial;
      if (!partial) throw new ProbeError("unreadable", "SCTE 104 continued_pkt without the packet it continues");
      partial.parts.push(payload.message.slice());
      partial.length += payload.message.length;
      if (partial.length > MAX_MESSAGE_BYTES) throw new ProbeError("unreadable", "SCTE 104 message over 65535 bytes");
      if (payload.following_pkt) return;
      this.partial = undefined;
      this.message(concatBytes(partial.parts), partial.editUnit, partial.line, payload.duplicate_msg);
    } catch (error) {
      if (!(error instanceof ProbeError)) throw error;
      this.partial = undefined;
      this.errors++;
    }
  }

  finish(): Scte104Analysis {
    const breaks = new AdBreaks<"splice_request">();
    const messages = this.received.map((entry) => this.describe(entry, breaks));
    return { messages, breaks: breaks.breaks, anc_packets: this.packets, errors: this.errors };
  }

  private message(bytes: Uint8Array, editUnit: number, line: number, duplicate: boolean): void {
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
    const last = this.received[this.received.length - 1];
    if (last && (duplicate || last.bytes === hex)) {
      last.repeats++;
      return;
    }
    const message = parseScte104Message(bytes);
    if (this.received.length < MAX_MESSAGES) this.received.push({ editUnit, line, bytes: hex, message, repeats: 0 });
  }

  private describe(entry: Received, breaks: AdBreaks<"splice_request">): Message {
    const { message } = entry;
    const seconds = this.clock.seconds(entry.editUnit);
    const timeSignal = message.operations.find((op) => op.time_signal_request)?.time_signal_request;
    const signalled = seconds === undefined ? undefined : seconds + (timeSignal?.pre_roll_time ?? 0) / 1000;
    const operations = message.operations.map((op) => describeOperation(op, seconds));
    for (const op of message.operations) {
      const splice = op.splice_request;
      if (splice) {
        const at = spliceSeconds(splice.splice_insert_type, splice.pre_roll_time, seconds);
        const announced = splice.break_duration > 0 ? splice.break_duration / 10 : undefined;
        if (SPLICE_START.has(splice.splice_insert_type))
          breaks.out("splice_request", splice.splice_event_id, at, announced);
        else if (SPLICE_END.has(splice.splice_insert_type)) breaks.in("splice_request", splice.splice_event_id, at);
      }
      if (op.segmentation) breaks.segmentation(op.segmentation, signalled);
    }
    return {
      edit_unit: entry.editUnit,
      time: seconds === undefined ? undefined : timeline(seconds),
      timecode: this.clock.timecode(entry.editUnit),
      line_number: entry.line,
      message: message.kind,
      protocol_version: message.protocol_version,
      AS_index: message.AS_index,
      message_number: message.message_number,
      DPI_PID_index: message.DPI_PID_index,
      result: message.result,
      timestamp: message.timestamp,
      operations,
      repeats: entry.repeats,
    };
  }
}

function describeOperation(op: Scte104Operation, seconds: number | undefined): Operation {
  const described: Operation = {
    opID: op.opID,
    operation: SCTE104_OPERATIONS[op.opID] ?? `opID 0x${op.opID.toString(16).padStart(4, "0")}`,
  };
  const splice = op.splice_request;
  if (splice) {
    const at = spliceSeconds(splice.splice_insert_type, splice.pre_roll_time, seconds);
    Object.assign(described, {
      splice_insert_type: splice.splice_insert_type,
      splice_insert: SPLICE_INSERT_TYPES[splice.splice_insert_type],
      splice_event_id: splice.splice_event_id,
      unique_program_id: splice.unique_program_id,
      pre_roll_time: splice.pre_roll_time,
      splice_time: at === undefined ? undefined : timeline(at),
      break_duration: splice.break_duration / 10,
      auto_return: splice.auto_return_flag !== 0,
      avail_num: splice.avail_num,
      avails_expected: splice.avails_expected,
    });
  }
  if (op.time_signal_request) {
    described.pre_roll_time = op.time_signal_request.pre_roll_time;
    if (seconds !== undefined) described.splice_time = timeline(seconds + op.time_signal_request.pre_roll_time / 1000);
  }
  if (op.segmentation) described.segmentation = describeSegmentation(op.segmentation);
  return described;
}

/** The splice point: the message's time, plus the pre-roll unless the splice is immediate. */
function spliceSeconds(type: number, preRoll: number, seconds: number | undefined): number | undefined {
  if (seconds === undefined) return undefined;
  return IMMEDIATE.has(type) ? seconds : seconds + preRoll / 1000;
}
