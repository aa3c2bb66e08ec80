import type { CaptionChannels } from "../caption-channels";
import type { GopStructure } from "../gop-structure";
import type { ScannedUnit, UnitReader } from "../start-code-scanner";

/** Reads the start code units of one coding's elementary stream into its GOP structure and captions. */
export interface VideoUnitReader extends UnitReader {
  /** The end of the stream: a picture still being assembled is complete. */
  finish(): void;
}

/**
 * Where a reader takes the display order of pictures from: the PES packets' PTS (transport streams), or the
 * bitstream's own numbering (MPEG-2 temporal_reference, H.264 picture order count) where the container
 * carries no timestamps (MXF essence elements).
 */
export type DisplayOrderSource = "pts" | "bitstream";

export interface VideoAnalysisSinks {
  gop?: GopStructure;
  captions?: CaptionChannels;
}

/**
 * The PTS of a PES packet belongs to the first picture that starts in it (ISO/IEC 13818-1 2.4.3.7): a
 * picture, or its SEI or user data, starting after another picture of the same PES packet has no PTS.
 */
export class PictureTimestamps {
  private pictureSerial = -1;

  /** The PTS of a unit that belongs to the picture about to start or being read. */
  of(unit: ScannedUnit): number | undefined {
    return unit.pesSerial === this.pictureSerial ? undefined : unit.pts;
  }

  /** A picture starts with this unit: its PES packet's PTS is taken. */
  take(unit: ScannedUnit): number | undefined {
    const pts = this.of(unit);
    this.pictureSerial = unit.pesSerial;
    return pts;
  }
}
