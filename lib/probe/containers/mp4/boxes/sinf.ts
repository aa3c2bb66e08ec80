// ISO/IEC 14496-12 8.12 ProtectionSchemeInfoBox 'sinf' of a protected sample entry ('encv', 'enca', ...):
// OriginalFormatBox 'frma' (8.12.2) names the coding the entry's code hides, SchemeTypeBox 'schm' (8.12.5)
// the protection: 'cenc', 'cbc1', 'cens', 'cbcs' (ISO/IEC 23001-7 4.2), 'piff' (PIFF 1.1).
import { BitReader } from "../../../bits/bit-reader";
import { fourCC, fullBoxHeader } from "../box-fields";
import { inlineBoxes } from "../box-header";
import type { SampleEntryBox } from "../box-descriptor";

export interface ProtectionSchemeInfoBox {
  /** frma data_format: the original sample entry code. */
  data_format?: string;
  /** schm scheme_type. */
  scheme_type?: string;
  scheme_version?: number;
}

function parseSinf(payload: Uint8Array, diagnostics: string[]): ProtectionSchemeInfoBox {
  const info: ProtectionSchemeInfoBox = {};
  for (const box of inlineBoxes(payload, diagnostics, "sinf")) {
    const reader = new BitReader(box.payload);
    if (box.type === "frma") info.data_format = fourCC(reader);
    if (box.type === "schm") {
      fullBoxHeader(reader);
      info.scheme_type = fourCC(reader);
      info.scheme_version = reader.u(32);
    }
  }
  return info;
}

/** Read before the entry's other boxes: it decides the coding they are read as (audio-track.ts, video-track.ts). */
export const sinfBox: SampleEntryBox<ProtectionSchemeInfoBox> = { type: "sinf", parse: parseSinf };

/** The coding a sample entry holds: frma's original format for a protected entry, else the entry's own code. */
export function entryCoding(entryType: string, protection: ProtectionSchemeInfoBox | undefined): string {
  return protection?.data_format ?? entryType;
}

/** The protection as stream properties: the scheme, and the entry's code that hides the coding. */
export function protectionProperties(protection: ProtectionSchemeInfoBox | undefined): Record<string, unknown> {
  if (!protection) return {};
  return {
    Encrypted: true,
    ...(protection.scheme_type !== undefined && {
      ProtectionScheme: protection.scheme_type,
      ProtectionSchemeVersion: protection.scheme_version,
    }),
  };
}
