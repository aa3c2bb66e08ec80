import { CHROMA_FORMATS } from "../../tables/video";

/** The SPS fields that ITU-T H.264 (7.3.2.1.1) and H.265 (7.3.2.2) name and define alike. */
export interface CodedPicture {
  chroma_format_idc: number;
  separate_colour_plane_flag: boolean;
  bit_depth_luma_minus8: number;
}

/** The four offsets of a cropping window, in the units croppedPicture scales them by. */
export interface WindowOffsets {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** chroma_format_idc as its sampling name (Table 6-1 of both standards; 0 is monochrome). */
export function chromaFormatName(chroma_format_idc: number): string {
  return CHROMA_FORMATS[chroma_format_idc]?.name ?? "4:0:0";
}

/**
 * The picture size inside a cropping window, with the crops as clean_aperture. The offsets count
 * SubWidthC across and SubHeightC × `verticalFactor` down (Table 6-1 of both standards; 1 × 1 without
 * chroma arrays: monochrome or separate colour planes). H.264 passes 2 as `verticalFactor` for field
 * coding (CropUnitY of 7.4.2.1.1); H.265 counts in SubHeightC alone (7.4.3.2).
 */
export function croppedPicture(
  picture: CodedPicture,
  coded: { width: number; height: number },
  offsets: WindowOffsets,
  verticalFactor = 1,
) {
  const chroma = picture.separate_colour_plane_flag ? undefined : CHROMA_FORMATS[picture.chroma_format_idc];
  const unitX = chroma?.horizontal ?? 1;
  const unitY = (chroma?.vertical ?? 1) * verticalFactor;
  const clean_aperture = {
    left: unitX * offsets.left,
    right: unitX * offsets.right,
    top: unitY * offsets.top,
    bottom: unitY * offsets.bottom,
  };
  return {
    width: Math.max(0, coded.width - clean_aperture.left - clean_aperture.right),
    height: Math.max(0, coded.height - clean_aperture.top - clean_aperture.bottom),
    clean_aperture,
  };
}
