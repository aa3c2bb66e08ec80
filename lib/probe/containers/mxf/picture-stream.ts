// A picture essence track and its descriptor (ST 377-1 Annex G.2.3-G.2.5, ST 381-1, ST 381-3, ST 422)
// → a video stream of docs/api.md §2.5.
import { annotateVideoStream } from "../../annotate";
import { cleanAperture, exceedsPicture } from "../../clean-aperture";
import { rational } from "../../rational";
import type { Extension, VideoStream } from "../../schema";
import { COSITED_CHROMA, CHROMA_SAMPLE_LOCATIONS } from "../../tables/color";
import { FIELD_ORDER } from "../../tables/video";
import { convertUnits, validRate } from "./essence-rates";
import { setExtension } from "./extension";
import type { HeaderMetadata } from "./header-metadata";
import { colorPrimariesCode, matrixCoefficientsCode, transferCharacteristicsCode } from "./labels/color";
import { pictureFormat } from "./labels/essence-coding";
import type { EssenceTrack } from "./package-model";
import { AVC_SUB_DESCRIPTOR_KEY, avcSubDescriptorProperties } from "./sets/avc-sub-descriptor";
import { CDCI_ESSENCE_DESCRIPTOR_KEY } from "./sets/cdci-essence-descriptor";
import { GENERIC_PICTURE_ESSENCE_DESCRIPTOR_KEY } from "./sets/generic-picture-essence-descriptor";
import { JPEG2000_SUB_DESCRIPTOR_KEY, jpeg2000SubDescriptorProperties } from "./sets/jpeg2000-sub-descriptor";
import { MPEG_VIDEO_DESCRIPTOR_KEY, mpegVideoDescriptorProperties } from "./sets/mpeg-video-descriptor";
import { RGBA_ESSENCE_DESCRIPTOR_KEY, rgbaEssenceDescriptorProperties } from "./sets/rgba-essence-descriptor";
import { ulUrn } from "./ul";

const PICTURE_DESCRIPTOR_CLASSES: Readonly<Record<string, string>> = {
  [MPEG_VIDEO_DESCRIPTOR_KEY]: "MPEGVideoDescriptor",
  [CDCI_ESSENCE_DESCRIPTOR_KEY]: "CDCIEssenceDescriptor",
  [RGBA_ESSENCE_DESCRIPTOR_KEY]: "RGBAEssenceDescriptor",
  [GENERIC_PICTURE_ESSENCE_DESCRIPTOR_KEY]: "GenericPictureEssenceDescriptor",
};

/** Every picture descriptor property; those of other classes are simply absent from a set. */
const pictureDescriptorProperties = { ...mpegVideoDescriptorProperties, ...rgbaEssenceDescriptorProperties };

/** FrameLayout values (ST 377-1 Annex G.2.3, Table G.16). */
const FRAME_LAYOUT = { fullFrame: 0, separateFields: 1, oneField: 2, mixedFields: 3, segmentedFrame: 4 } as const;
/** ColorSiting values (ST 377-1 Annex G.2.4, Table G.18). */
const COLOR_SITING = { coSiting: 0, midPoint: 1, rec601: 4, verticalMidpoint: 6 } as const;

export function pictureStream(metadata: HeaderMetadata, essence: EssenceTrack): VideoStream {
  const set = essence.descriptor;
  const descriptor = set ? metadata.read(set, pictureDescriptorProperties, "PictureDescriptor") : {};
  const subDescriptors = (descriptor.SubDescriptors ?? []).flatMap((uid) => metadata.sets.get(uid) ?? []);
  const format = pictureFormat(descriptor.PictureEssenceCoding, descriptor.EssenceContainer) ?? "unknown";
  const sampleRate = validRate(descriptor.SampleRate) ?? validRate(essence.track.EditRate);
  const stream: VideoStream = { format };
  if (sampleRate) {
    stream.sample_rate = sampleRate;
    const duration = trackDuration(essence, descriptor.ContainerDuration);
    if (duration) stream.duration = convertUnits(duration.units, duration.rate ?? sampleRate, sampleRate);
  }
  if (descriptor.BitRate) stream.bit_rate = descriptor.BitRate;

  // Heights of a separate-fields layout count the lines of one field (Annex G.2.3, FrameLayout).
  const lines = descriptor.FrameLayout === FRAME_LAYOUT.separateFields ? 2 : 1;
  const width = descriptor.SampledWidth ?? descriptor.StoredWidth;
  const fieldHeight = descriptor.SampledHeight ?? descriptor.StoredHeight;
  if (width !== undefined && fieldHeight !== undefined) {
    stream.width = width;
    stream.height = fieldHeight * lines;
    const displayWidth = descriptor.DisplayWidth;
    const displayHeight = descriptor.DisplayHeight === undefined ? undefined : descriptor.DisplayHeight * lines;
    if (displayWidth !== undefined && displayHeight !== undefined && displayWidth > 0 && displayHeight > 0) {
      const left = descriptor.DisplayXOffset ?? 0;
      const top = (descriptor.DisplayYOffset ?? 0) * lines;
      stream.clean_aperture = cleanAperture(width, stream.height, left, top, displayWidth, displayHeight);
      if (exceedsPicture(width, stream.height, left, top, displayWidth, displayHeight)) {
        stream.properties = { ...stream.properties, DisplayRectangleExceedsSampled: true };
      }
      if (descriptor.AspectRatio && descriptor.AspectRatio.numerator > 0 && descriptor.AspectRatio.denominator > 0) {
        // AspectRatio is the display aspect ratio of the displayed rectangle (Annex G.2.3).
        stream.pixel_aspect_ratio = rational(
          descriptor.AspectRatio.numerator * displayHeight,
          descriptor.AspectRatio.denominator * displayWidth,
        );
      }
    }
  }
  const fieldOrder = fieldOrderOf(descriptor.FrameLayout, descriptor.FieldDominance);
  if (fieldOrder) stream.field_order = fieldOrder;
  if (descriptor.ComponentDepth) stream.bit_depth = descriptor.ComponentDepth;
  // VerticalSubsampling is optional, 1 when absent (Annex G.2.4).
  if (descriptor.HorizontalSubsampling) {
    stream.chroma_subsampling = {
      horizontal: descriptor.HorizontalSubsampling,
      vertical: descriptor.VerticalSubsampling ?? 1,
    };
  }
  const chromaLocation = chromaLocationOf(descriptor.ColorSiting, descriptor.VerticalSubsampling);
  if (chromaLocation) stream.chroma_location = chromaLocation;
  const primaries = descriptor.ColorPrimaries && colorPrimariesCode(descriptor.ColorPrimaries);
  const transfer = descriptor.TransferCharacteristic && transferCharacteristicsCode(descriptor.TransferCharacteristic);
  const matrix = descriptor.CodingEquations && matrixCoefficientsCode(descriptor.CodingEquations);
  if (primaries !== undefined) stream.color_primaries = primaries;
  if (transfer !== undefined) stream.transfer_characteristics = transfer;
  if (matrix !== undefined) stream.matrix_coefficients = matrix;
  const black = descriptor.BlackRefLevel ?? descriptor.ComponentMinRef;
  const white = descriptor.WhiteReflevel ?? descriptor.ComponentMaxRef;
  if (black !== undefined) stream.reference_black = black;
  if (white !== undefined) stream.reference_white = white;
  const range = videoRange(black, white, descriptor.ComponentDepth);
  if (range) stream.video_range = range;

  stream.properties = trackProperties(essence, descriptor.PictureEssenceCoding);
  const extensions: Extension[] = [];
  if (set) extensions.push(setExtension(PICTURE_DESCRIPTOR_CLASSES[set.key] ?? "FileDescriptor", descriptor));
  for (const sub of subDescriptors) {
    if (sub.key === AVC_SUB_DESCRIPTOR_KEY) {
      extensions.push(
        setExtension("AVCSubDescriptor", metadata.read(sub, avcSubDescriptorProperties, "AVCSubDescriptor")),
      );
    } else if (sub.key === JPEG2000_SUB_DESCRIPTOR_KEY) {
      extensions.push(
        setExtension(
          "JPEG2000SubDescriptor",
          metadata.read(sub, jpeg2000SubDescriptorProperties, "JPEG2000SubDescriptor"),
        ),
      );
    }
  }
  if (extensions.length > 0) stream.extension = extensions;
  return annotateVideoStream(stream);
}

/** A track's duration and the rate it counts in: the material package's, else the file package's, else the descriptor's. */
export function trackDuration(essence: EssenceTrack, containerDuration: number | undefined) {
  if (essence.materialDuration !== undefined)
    return { units: essence.materialDuration, rate: validRate(essence.materialEditRate) };
  if (essence.duration !== undefined) return { units: essence.duration, rate: validRate(essence.track.EditRate) };
  if (containerDuration !== undefined && containerDuration >= 0) return { units: containerDuration, rate: undefined };
  return undefined;
}

export function trackProperties(essence: EssenceTrack, coding: Uint8Array | undefined): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  if (essence.track.TrackID !== undefined) properties.TrackID = essence.track.TrackID;
  if (essence.track.TrackNumber !== undefined) properties.TrackNumber = essence.track.TrackNumber;
  if (essence.track.TrackName) properties.TrackName = essence.track.TrackName;
  if (coding) properties.EssenceCoding = ulUrn(coding);
  return properties;
}

function fieldOrderOf(frameLayout: number | undefined, fieldDominance: number | undefined): string | undefined {
  if (frameLayout === FRAME_LAYOUT.fullFrame || frameLayout === FRAME_LAYOUT.segmentedFrame)
    return FIELD_ORDER.progressive;
  if (frameLayout !== FRAME_LAYOUT.separateFields && frameLayout !== FRAME_LAYOUT.mixedFields) return undefined;
  // FieldDominance: 1 when field 1 (the top field) comes first in time, its default (Annex G.2.3).
  return fieldDominance === 2 ? FIELD_ORDER.bottomFieldFirst : FIELD_ORDER.topFieldFirst;
}

function chromaLocationOf(siting: number | undefined, verticalSubsampling: number | undefined): string | undefined {
  switch (siting) {
    case COLOR_SITING.coSiting:
    case COLOR_SITING.rec601:
      return verticalSubsampling === 2 ? CHROMA_SAMPLE_LOCATIONS[2] : COSITED_CHROMA;
    case COLOR_SITING.midPoint:
      return CHROMA_SAMPLE_LOCATIONS[1];
    case COLOR_SITING.verticalMidpoint:
      return CHROMA_SAMPLE_LOCATIONS[0];
    default:
      return undefined;
  }
}

/** Narrow (16..235 scaled to the depth) or full range, from the reference levels (ITU-R BT.601/BT.709 coding ranges). */
function videoRange(
  black: number | undefined,
  white: number | undefined,
  depth: number | undefined,
): string | undefined {
  if (black === undefined || white === undefined || !depth || depth < 8 || depth > 16) return undefined;
  const scale = 2 ** (depth - 8);
  if (black === 16 * scale && white === 235 * scale) return "narrow";
  if (black === 0 && white === 2 ** depth - 1) return "full";
  return undefined;
}
