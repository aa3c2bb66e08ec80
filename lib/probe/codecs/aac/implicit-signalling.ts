import { parseAdtsFrame } from "./adts-frame";
import { parseAdtsHeader } from "./adts-header";
import type { ProgramConfigElement } from "./program-config-element";
import { parseLoasFrame } from "./loas-frame";
import { firstPayloadMux } from "./payload-mux";
import { parseRawDataBlock } from "./raw-data-block";
import type { SbrState } from "./sbr/sbr-extension-data";
import type { StreamMuxConfig } from "./stream-mux-config";
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
export function adtsImplicitSignalling(
  bytes: Uint8Array,
  offset: number,
  diagnostics: string[],
): ImplicitSignalling | undefined {
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
      diagnostics.push(
        `AAC: the raw data of the ADTS frame at byte ${offset} cannot be read (${error.message}): SBR and PS not known`,
      );
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

/**
 * The same implicit signalling in LATM (ISO/IEC 14496-3 1.6.5.2, 1.7.3): an AudioSpecificConfig without
 * SBR, or with SBR over a mono core and no PS, may still carry them in the raw_data_block of each
 * PayloadMux(). Reads the LOAS frames from `offset` (whose StreamMuxConfig is `config`) as the ADTS case
 * does; undefined, with a diagnostic, when a payload cannot be read, ends before its last
 * MuxSlotLengthBytes byte or runs past its frame, and when the framing is not the single-layer one PayloadLengthInfo() describes.
 */
export function latmImplicitSignalling(
  bytes: Uint8Array,
  offset: number,
  config: StreamMuxConfig,
  diagnostics: string[],
): ImplicitSignalling | undefined {
  const core = config.audioSpecificConfig;
  const sbr: SbrState = {
    Fs: core.sbrPresentFlag ? core.extensionSamplingFrequency! : 2 * core.samplingFrequency,
    sbrPresent: false,
  };
  for (let count = 0; count < MAX_ADTS_FRAMES && offset + 3 <= bytes.length; count++) {
    const frameLength = parseLoasFrame(bytes, offset)?.frameLength;
    if (frameLength === undefined || offset + frameLength > bytes.length) break;
    try {
      const payload = firstPayloadMux(bytes, offset, config);
      if (!payload) return undefined;
      const start = payload.reader.position;
      parseRawDataBlock(payload.reader, core.samplingFrequencyIndex, sbr);
      // The payload must fill its MuxSlotLengthBytes; it may run on into the frame's last byte (muxers round
      // a bit-aligned payload's length down: streampack's single frame ends 2 bits past its 372 bytes, at
      // the frame's end, which the reader does not pass).
      if (payload.reader.position - start <= (payload.MuxSlotLengthBytes - 1) * 8) {
        throw new RangeError(`raw data ends before its MuxSlotLengthBytes of ${payload.MuxSlotLengthBytes}`);
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      diagnostics.push(
        `AAC: the payload of the LOAS frame at byte ${offset} cannot be read (${error.message}): SBR and PS not known`,
      );
      return undefined;
    }
    if (sbr.psPresent !== undefined || !sbr.sbrPresent) break;
    offset += frameLength;
  }
  return { sbrPresentFlag: sbr.sbrPresent, psPresentFlag: sbr.psPresent ?? false };
}
