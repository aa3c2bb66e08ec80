import { parseAdtsFrame } from "./adts-frame";
import { parseAdtsHeader } from "./adts-header";
import type { ProgramConfigElement } from "./program-config-element";
import type { SbrState } from "./sbr/sbr-extension-data";
import { SAMPLING_FREQUENCIES } from "./sampling-frequencies";

/** How many ADTS frames to read for an SBR header (encoders repeat it every frame or every few). */
const MAX_ADTS_FRAMES = 16;

export interface ImplicitSignalling {
  sbrPresentFlag: boolean;
  psPresentFlag: boolean;
  /** The layout of a channel_configuration 0 header, read from the same raw data (ISO/IEC 14496-3 1.A.2.2.1). */
  program_config_element?: ProgramConfigElement;
}

/**
 * SBR and PS as ADTS carries them: signalled only implicitly, by SBR fill elements in the raw data
 * blocks and the PS extension inside their SBR data (ISO/IEC 14496-3 1.6.5.2). Reads the frames from
 * `offset` until an sbr_data() has been read through, or just the first without SBR. Undefined, with a diagnostic, when a frame's raw
 * data cannot be read; absent SBR when no frame carries any. The first program config element met comes too.
 */
export function adtsImplicitSignalling(bytes: Uint8Array, offset: number, diagnostics: string[]): ImplicitSignalling | undefined {
  let sbr: SbrState | undefined;
  let programConfigElement: ProgramConfigElement | undefined;
  for (let count = 0; count < MAX_ADTS_FRAMES; count++) {
    const header = parseAdtsHeader(bytes, offset);
    if (!header || offset + header.aac_frame_length > bytes.length) break;
    sbr ??= { Fs: 2 * SAMPLING_FREQUENCIES[header.sampling_frequency_index]!, sbrPresent: false };
    try {
      programConfigElement ??= parseAdtsFrame(bytes, offset, header, sbr);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      diagnostics.push(`AAC: the raw data of the ADTS frame at byte ${offset} cannot be read (${error.message}): SBR and PS not known`);
      return undefined;
    }
    // SBR, when present, is in every frame (4.5.2.8.2): a frame without it settles its absence.
    if (sbr.psPresent !== undefined || !sbr.sbrPresent) break;
    offset += header.aac_frame_length;
  }
  if (!sbr) return undefined;
  return {
    sbrPresentFlag: sbr.sbrPresent,
    psPresentFlag: sbr.psPresent ?? false,
    ...(programConfigElement && { program_config_element: programConfigElement }),
  };
}
