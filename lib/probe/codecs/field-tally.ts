import type { FieldCount } from "./codec";

/**
 * Adds up the fields of pictures as their starts are found in a stream. A picture is counted when the
 * next one starts, or at the end of a whole stream when its codec does not find it cut (the last picture
 * of a window, or of a file cut mid-picture, cannot be decoded whole).
 */
export class FieldTally {
  private readonly counted: FieldCount = { fields: 0, pictures: 0, bytes: 0, start: 0 };
  private open: { fields: number } | undefined;

  /** A picture starts at byte `start`; `fields` until its coding extension or timing says otherwise. */
  begin(start: number, fields: number): void {
    this.close(start);
    if (this.counted.pictures === 0 && !this.open) this.counted.start = start;
    this.open = { fields };
  }

  /** The fields of the picture begun last, once its own header tells. */
  setFields(fields: number): void {
    if (this.open) this.open.fields = fields;
  }

  /** `whole`: the bytes run to the end of the stream; `lastComplete`: the codec found no cut in its last picture. */
  result(whole: boolean, length: number, lastComplete = true): FieldCount | undefined {
    if (whole && lastComplete) this.close(length);
    return this.counted.pictures > 0 ? { ...this.counted } : undefined;
  }

  private close(end: number): void {
    if (!this.open) return;
    this.counted.fields += this.open.fields;
    this.counted.pictures++;
    this.counted.bytes = end;
    this.open = undefined;
  }
}
