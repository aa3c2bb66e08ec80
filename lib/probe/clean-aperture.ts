// clean_aperture (docs/api.md §2.5) is the pixels a display window leaves off each edge of the picture that
// `width` × `height` describe: never negative. A window larger than the picture (an MXF DisplayWidth above
// SampledWidth, a 'clap' wider than its entry) crops nothing on that side.
import type { VideoStream } from "./schema";

export type CleanAperture = NonNullable<VideoStream["clean_aperture"]>;

/** The crops of a window at (left, top) of size windowWidth × windowHeight inside a width × height picture. */
export function cleanAperture(
  width: number,
  height: number,
  left: number,
  top: number,
  windowWidth: number,
  windowHeight: number,
): CleanAperture {
  const crop = (value: number) => Math.max(0, value);
  return {
    left: crop(left),
    right: crop(width - windowWidth - left),
    top: crop(top),
    bottom: crop(height - windowHeight - top),
  };
}

/** Whether the window reaches past the picture on some side (worth a diagnostic). */
export function exceedsPicture(
  width: number,
  height: number,
  left: number,
  top: number,
  windowWidth: number,
  windowHeight: number,
): boolean {
  return left < 0 || top < 0 || left + windowWidth > width || top + windowHeight > height;
}
