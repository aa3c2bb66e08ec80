// File signatures of formats the prober recognises without describing their streams, from each
// format's own specification (cited per line). `type` is what the container object reports.
export interface Signature {
  readonly type: string;
  readonly name: string;
  matches(head: Uint8Array): boolean;
}

const ascii = (head: Uint8Array, offset: number, text: string) =>
  [...text].every((character, index) => head[offset + index] === character.charCodeAt(0));
const bytes = (head: Uint8Array, offset: number, values: readonly number[]) =>
  values.every((value, index) => head[offset + index] === value);

export const SIGNATURES: readonly Signature[] = [
  { type: "avi", name: "AVI (RIFF AVI)", matches: (h) => ascii(h, 0, "RIFF") && ascii(h, 8, "AVI ") }, // Microsoft AVI RIFF form
  {
    type: "aiff",
    name: "AIFF / AIFF-C",
    matches: (h) => ascii(h, 0, "FORM") && (ascii(h, 8, "AIFF") || ascii(h, 8, "AIFC")),
  }, // Apple AIFF 1.3
  { type: "w64", name: "Sony Wave64", matches: (h) => ascii(h, 0, "riff") && bytes(h, 4, [0x2e, 0x91, 0xcf, 0x11]) }, // riff GUID 66666972-912E-11CF
  { type: "caf", name: "Core Audio Format", matches: (h) => ascii(h, 0, "caff") }, // Apple CAF file header
  { type: "ogg", name: "Ogg", matches: (h) => ascii(h, 0, "OggS") && h[4] === 0 }, // RFC 3533 clause 6
  { type: "flv", name: "Flash Video", matches: (h) => ascii(h, 0, "FLV") && h[3] === 1 }, // FLV file header, version 1
  { type: "asf", name: "ASF (WMV/WMA)", matches: (h) => bytes(h, 0, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]) }, // ASF Header Object GUID
  { type: "rm", name: "RealMedia", matches: (h) => ascii(h, 0, ".RMF") },
  // SMPTE ST 360 GXF: packet leader 0x00000000 0x01, then packet type 0xBC (map) and trailer 0xE1 0xE2 at bytes 14-15.
  {
    type: "gxf",
    name: "GXF (SMPTE ST 360)",
    matches: (h) => bytes(h, 0, [0, 0, 0, 0, 1, 0xbc]) && bytes(h, 14, [0xe1, 0xe2]),
  },
  { type: "dpx", name: "DPX image (SMPTE ST 268)", matches: (h) => ascii(h, 0, "SDPX") || ascii(h, 0, "XPDS") },
  { type: "png", name: "PNG image", matches: (h) => bytes(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) }, // ISO/IEC 15948 clause 5.2
  { type: "jpeg", name: "JPEG image", matches: (h) => bytes(h, 0, [0xff, 0xd8, 0xff]) }, // ISO/IEC 10918-1 SOI
  { type: "tiff", name: "TIFF image", matches: (h) => ascii(h, 0, "II*\u0000") || ascii(h, 0, "MM\u0000*") }, // TIFF 6.0 header
  { type: "zip", name: "ZIP archive", matches: (h) => bytes(h, 0, [0x50, 0x4b, 0x03, 0x04]) }, // APPNOTE 4.3.7 local file header
  { type: "pdf", name: "PDF document", matches: (h) => ascii(h, 0, "%PDF-") }, // ISO 32000-1 clause 7.5.2
];
