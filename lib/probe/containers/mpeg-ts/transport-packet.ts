// transport_packet(): ISO/IEC 13818-1 2.4.3.2, Table 2-2.
import { BitReader } from "../../bits/bit-reader";
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

/** adaptation_field_control (Table 2-5): '10' adaptation field only, '11' adaptation field followed by payload, '01' payload only. */
const hasAdaptationField = (adaptation_field_control: number) =>
  adaptation_field_control === 0b10 || adaptation_field_control === 0b11;
const hasPayload = (adaptation_field_control: number) =>
  adaptation_field_control === 0b01 || adaptation_field_control === 0b11;

/** The PID of null packets (Table 2-3), which carry nothing. */
export const NULL_PID = 0x1fff;

/**
 * Parses one 188-byte packet starting at its sync byte; undefined when the sync byte is missing or the
 * adaptation_field_length overruns the packet.
 */
export function parseTransportPacket(packet: Uint8Array): TransportPacket | undefined {
  if (packet.length < TS_PACKET_SIZE || packet[0] !== SYNC_BYTE) return undefined;
  const reader = new BitReader(packet, 1);
  const transport_error_indicator = reader.flag();
  const payload_unit_start_indicator = reader.flag();
  reader.skip(1); // transport_priority
  const PID = reader.u(13);
  const transport_scrambling_control = reader.u(2);
  const adaptation_field_control = reader.u(2);
  const continuity_counter = reader.u(4);
  let payloadStart = reader.bytePosition;
  let adaptation_field: AdaptationField | undefined;
  if (hasAdaptationField(adaptation_field_control)) {
    const adaptation_field_length = reader.u(8);
    payloadStart = reader.bytePosition + adaptation_field_length;
    if (payloadStart > TS_PACKET_SIZE) return undefined;
    adaptation_field = parseAdaptationField(packet.subarray(reader.bytePosition, payloadStart));
  }
  return {
    transport_error_indicator,
    payload_unit_start_indicator,
    PID,
    transport_scrambling_control,
    adaptation_field_control,
    continuity_counter,
    adaptation_field,
    payload: hasPayload(adaptation_field_control)
      ? packet.subarray(payloadStart, TS_PACKET_SIZE)
      : packet.subarray(0, 0),
  };
}
