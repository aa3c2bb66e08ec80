// ISO/IEC 14496-12 8.7.3 SampleSizeBox 'stsz' and CompactSampleSizeBox 'stz2': the prober reads only the
// header, for sample_count (the number of frames of a video track); the analysis pass reads the whole table.
import { BitReader } from "../../../bits/bit-reader";
import { ProbeError } from "../../../errors";
import { fullBoxHeader, tableEntries } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface SampleSizeBox {
  /** 0 when every sample has its own size (always 0 for 'stz2'). */
  sample_size: number;
  sample_count: number;
}

const STSZ_BYTES = 12;

function parseStsz(payload: Uint8Array, type: string): SampleSizeBox {
  const reader = new BitReader(payload);
  fullBoxHeader(reader);
  if (type === "stz2") {
    reader.skip(32); // reserved(24), field_size(8)
    return { sample_size: 0, sample_count: reader.u(32) };
  }
  return { sample_size: reader.u(32), sample_count: reader.u(32) };
}

/**
 * Each sample's size: entry_size of 'stsz' (8.7.3.2.1), or of 'stz2' in field_size 4, 8 or 16 bits
 * (8.7.3.3.1); none when every sample has sample_size bytes (PCM audio: millions of samples).
 */
export function parseSampleSizes(payload: Uint8Array, type: string): SampleSizeBox & { entry_sizes?: Uint32Array } {
  if (payload.length < 12) throw new ProbeError("unreadable", `'${type}' is cut before its sample_count`);
  const field_size = type === "stz2" ? payload[7]! : 32;
  if (![4, 8, 16, 32].includes(field_size)) throw new ProbeError("unreadable", `'stz2' field_size ${field_size}`);
  const sample_size = type === "stz2" ? 0 : new DataView(payload.buffer, payload.byteOffset).getUint32(4);
  if (sample_size > 0) return { sample_size, sample_count: tableEntries(payload, type, 8, 0).count };
  const { count, view, at } = tableEntries(payload, type, 8, field_size);
  const entry_sizes = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    if (field_size === 32) entry_sizes[i] = view.getUint32(at + i * 4);
    else if (field_size === 16) entry_sizes[i] = view.getUint16(at + i * 2);
    else if (field_size === 8) entry_sizes[i] = payload[at + i]!;
    else entry_sizes[i] = (payload[at + (i >> 1)]! >> (i & 1 ? 0 : 4)) & 0x0f;
  }
  return { sample_size, sample_count: count, entry_sizes };
}

export const stszBox: LeafBox<SampleSizeBox> = {
  types: ["stsz", "stz2"],
  parents: ["stbl"],
  bytes: STSZ_BYTES,
  parse: parseStsz,
};
