// Test helper: PSI sections pulled out of the transport streams of fixtures/media/files.
import { fixtureBytes } from "../../../codecs/testing/node-fixtures";
import { parseLongFormSection, type LongFormSection } from "../psi-section";
import { SectionAssembler } from "../section-assembler";
import { parseTransportPacket } from "../transport-packet";

/** The first complete section with `table_id` on `pid`. */
export function firstSection(fixture: string, pid: number, table_id: number): Uint8Array {
  const bytes = fixtureBytes(fixture);
  const step = bytes[0] === 0x47 && bytes[188] === 0x47 ? 188 : 192;
  let found: Uint8Array | undefined;
  const assembler = new SectionAssembler((section) => {
    if (section[0] === table_id) found ??= section;
  });
  for (let offset = step - 188; offset + 188 <= bytes.length && !found; offset += step) {
    const packet = parseTransportPacket(bytes.subarray(offset, offset + 188));
    if (packet?.PID === pid)
      assembler.push(packet.payload, packet.payload_unit_start_indicator, packet.continuity_counter);
  }
  if (!found) throw new Error(`${fixture}: no table_id ${table_id} on PID ${pid}`);
  return found;
}

export function longForm(section: Uint8Array): LongFormSection {
  const parsed = parseLongFormSection(section);
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
}
