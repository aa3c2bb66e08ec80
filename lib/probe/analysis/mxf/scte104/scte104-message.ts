// The messages of ANSI/SCTE 104 that an automation system sends to an injector, as they travel in VANC:
// multiple_operation_message() (Reserved 0xFFFF, messageSize, protocol_version, AS_index, message_number,
// DPI_PID_index, SCTE35_protocol_version, timestamp(), num_ops, then opID, data_length and data() per
// operation) and single_operation_message() (opID, messageSize, result, result_extension, protocol_version,
// AS_index, message_number, DPI_PID_index, data()).
import { BitReader } from "../../../bits/bit-reader";
import { ProbeError } from "../../../errors";
import type { SegmentationDescriptor } from "../../scte35/segmentation-descriptor";
import {
  INSERT_SEGMENTATION_DESCRIPTOR_REQUEST_DATA,
  parseInsertSegmentationDescriptorRequestData,
} from "./insert-segmentation-descriptor-request-data";
import { parseSpliceRequestData, SPLICE_REQUEST_DATA, type SpliceRequest } from "./splice-request-data";
import { parseTimeSignalRequestData, TIME_SIGNAL_REQUEST_DATA } from "./time-signal-request-data";

const MULTIPLE_OPERATION_RESERVED = 0xffff;

export interface Scte104Operation {
  opID: number;
  splice_request?: SpliceRequest;
  time_signal_request?: { pre_roll_time: number };
  segmentation?: SegmentationDescriptor;
}

export interface Scte104Message {
  kind: "multiple_operation_message" | "single_operation_message";
  protocol_version: number;
  AS_index: number;
  message_number: number;
  DPI_PID_index: number;
  SCTE35_protocol_version?: number;
  /** timestamp() as text: none, UTC, VITC time code or GPI (time_type 0-3). */
  timestamp?: string;
  /** single_operation_message: its opID and result. */
  result?: number;
  operations: Scte104Operation[];
}

/** The message at the start of `bytes`; ProbeError when it is cut short or its lengths overrun. */
export function parseScte104Message(bytes: Uint8Array): Scte104Message {
  try {
    const reader = new BitReader(bytes);
    const first = reader.u(16);
    return first === MULTIPLE_OPERATION_RESERVED ? multipleOperation(reader) : singleOperation(reader, first);
  } catch (error) {
    if (error instanceof RangeError) throw new ProbeError("unreadable", `SCTE 104 message cut short: ${error.message}`);
    throw error;
  }
}

function multipleOperation(reader: BitReader): Scte104Message {
  reader.skip(16); // messageSize
  const message: Scte104Message = {
    kind: "multiple_operation_message",
    protocol_version: reader.u(8),
    AS_index: reader.u(8),
    message_number: reader.u(8),
    DPI_PID_index: reader.u(16),
    SCTE35_protocol_version: reader.u(8),
    operations: [],
  };
  message.timestamp = readTimestamp(reader);
  const num_ops = reader.u(8);
  for (let index = 0; index < num_ops; index++) {
    const opID = reader.u(16);
    const data_length = reader.u(16);
    message.operations.push(operation(opID, dataOf(reader, data_length)));
  }
  return message;
}

function singleOperation(reader: BitReader, opID: number): Scte104Message {
  const messageSize = reader.u(16);
  const result = reader.u(16);
  reader.skip(16); // result_extension
  const message: Scte104Message = {
    kind: "single_operation_message",
    result,
    protocol_version: reader.u(8),
    AS_index: reader.u(8),
    message_number: reader.u(8),
    DPI_PID_index: reader.u(16),
    operations: [],
  };
  // messageSize counts the whole message, its 13 header bytes included.
  message.operations.push(operation(opID, dataOf(reader, Math.max(0, messageSize - reader.bytePosition))));
  return message;
}

/** The next `length` bytes, which must be there. */
function dataOf(reader: BitReader, length: number): Uint8Array {
  const start = reader.bytePosition;
  if (length * 8 > reader.bitsLeft) throw new RangeError(`an operation of ${length} bytes overruns the message`);
  reader.skip(length * 8);
  return reader.bytes.subarray(start, start + length);
}

function operation(opID: number, data: Uint8Array): Scte104Operation {
  const reader = new BitReader(data);
  if (opID === SPLICE_REQUEST_DATA) return { opID, splice_request: parseSpliceRequestData(reader) };
  if (opID === TIME_SIGNAL_REQUEST_DATA) return { opID, time_signal_request: parseTimeSignalRequestData(reader) };
  if (opID === INSERT_SEGMENTATION_DESCRIPTOR_REQUEST_DATA)
    return { opID, segmentation: parseInsertSegmentationDescriptorRequestData(reader) };
  return { opID };
}

function readTimestamp(reader: BitReader): string | undefined {
  const time_type = reader.u(8);
  const two = (n: number) => String(n).padStart(2, "0");
  switch (time_type) {
    case 1:
      return `UTC_seconds ${reader.u(32)} UTC_microseconds ${reader.u(16)}`;
    case 2:
      return `VITC ${[reader.u(8), reader.u(8), reader.u(8), reader.u(8)].map(two).join(":")}`;
    case 3:
      return `GPI ${reader.u(8)} edge ${reader.u(8)}`;
    case 0:
      return undefined;
    default:
      throw new RangeError(`time_type ${time_type}: the timestamp's length is unknown`);
  }
}

/** opID names of the operations (SCTE 104 request data, 0x0100 on). */
export const SCTE104_OPERATIONS: Record<number, string> = {
  0x0100: "inject_section_data_request",
  0x0101: "splice_request_data",
  0x0102: "splice_null_request_data",
  0x0104: "time_signal_request_data",
  0x0108: "insert_descriptor_request_data",
  0x0109: "insert_DTMF_descriptor_request_data",
  0x010a: "insert_avail_descriptor_request_data",
  0x010b: "insert_segmentation_descriptor_request_data",
  0x010c: "proprietary_command_request_data",
  0x010f: "insert_tier_data",
  0x0110: "insert_time_descriptor",
};
