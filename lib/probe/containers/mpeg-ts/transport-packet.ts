// transport_packet(): ISO/IEC 13818-1 2.4.3.2, Table 2-2.
import { parseAdaptationField, type AdaptationField } from "./adaptation-field";
import { SYNC_BYTE, TS_PACKET_SIZE } from "./packet-layout";

export interface TransportPacket {
  transport_error_indicator: boolean;
  payload_unit_start_indicator: boolean;
  PID: number;
  transport_scrambling_control: number;
  adaptation_field_control: number;
  continuity_counter: number;
  adaptation_field?: AdaptationField;
  /** data_byte payload (empty when adaptation_field_control says there is none). */
  payload: Uint8Array;
}

/** The PID of null packets (Table 2-3), which carry nothing. */
export const NULL_PID = 0x1fff;

/**
 * Parses one 188-byte packet starting at its sync byte; undefined when the sync byte is missing or the
 * adaptation_field_length overruns the packet.
 */
export function parseTransportPacket(packet: Uint8Array): TransportPacket | undefined {
  if (packet.length < TS_PACKET_SIZE || packet[0] !== SYNC_BYTE) return undefined;
  const b1 = packet[1]!;
  const b3 = packet[3]!;
  const adaptation_field_control = (b3 >> 4) & 0x03;
  let payloadStart = 4;
  let adaptation_field: AdaptationField | undefined;
  if (adaptation_field_control & 0x2) {
    const adaptation_field_length = packet[4]!;
    payloadStart = 5 + adaptation_field_length;
    if (payloadStart > TS_PACKET_SIZE) return undefined;
    adaptation_field = parseAdaptationField(packet.subarray(5, payloadStart));
  }
  return {
    transport_error_indicator: (b1 & 0x80) !== 0,
    payload_unit_start_indicator: (b1 & 0x40) !== 0,
    PID: ((b1 & 0x1f) << 8) | packet[2]!,
    transport_scrambling_control: (b3 >> 6) & 0x03,
    adaptation_field_control,
    continuity_counter: b3 & 0x0f,
    adaptation_field,
    payload: adaptation_field_control & 0x1 ? packet.subarray(payloadStart, TS_PACKET_SIZE) : packet.subarray(0, 0),
  };
}
