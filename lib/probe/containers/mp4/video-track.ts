// A video track → a video stream of spec 2.5: the VisualSampleEntry and its boxes (ISO/IEC 14496-12
// 12.1, ISO/IEC 14496-15, QuickTime), the track header's matrix, and the track's timing.
import { annotateVideoStream } from "../../annotate";
import { durationUnits, rational } from "../../rational";
import type { Extension, VideoStream } from "../../schema";
import { CHROMA_FORMATS, FIELD_ORDER } from "../../tables/video";
import { PRORES_PROFILES } from "../../tables/prores";
import type { InlineBox } from "./box-header";
import { parseAvcC } from "./boxes/avcC";
import { parseBtrt } from "./boxes/btrt";
import { cleanApertureCrop, parseClap } from "./boxes/clap";
import { parseColr } from "./boxes/colr";
import { parseEsds } from "./boxes/esds";
import { parseFiel } from "./boxes/fiel";
import { parseHvcC } from "./boxes/hvcC";
import { parsePasp } from "./boxes/pasp";
import type { TrackHeaderBox } from "./boxes/tkhd";
import { parseVisualSampleEntry } from "./boxes/visual-sample-entry";
import { av1ConfigurationFields, codecVideoFields, mpeg4VisualConfigurationFields } from "./codec-configuration";
import type { Movie, Track } from "./movie";
import { VISUAL_OBJECT_TYPE } from "./tables/object-type-indications";
import { SAMPLE_ENTRY_FORMATS } from "./tables/sample-entry-formats";
import { trackFrameRate, trackLanguage, trackSeconds } from "./track-timing";

export function videoStream(track: Track, entryBox: InlineBox, movie: Movie, diagnostics: string[]): VideoStream {
  const entry = parseVisualSampleEntry(entryBox.type, entryBox.payload, diagnostics);
  const extension: Extension[] = [];
  const box = (type: string) => entry.boxes.find((child) => child.type === type)?.payload;
  // The bitstream's parameter sets, when a codec parser reads them, give the coded size and the
  // cropping as clean aperture, as for the same stream in any other container.
  let stream: VideoStream = {
    format: SAMPLE_ENTRY_FORMATS[entryBox.type] ?? entryBox.type,
    width: entry.width,
    height: entry.height,
  };

  const avcC = box("avcC");
  const hvcC = box("hvcC");
  const av1C = box("av1C");
  const esds = box("esds");
  if (avcC) {
    const configuration = parseAvcC(avcC);
    extension.push({ type: "avcC", ...configuration.record });
    const depth = configuration.record.bit_depth_luma_minus8;
    const chroma = configuration.record.chroma_format;
    stream = { ...stream, ...chromaAndDepth(chroma, depth), ...codecVideoFields("avc1", configuration.sequenceParameterSets, diagnostics) };
  } else if (hvcC) {
    const configuration = parseHvcC(hvcC);
    extension.push({ type: "hvcC", ...configuration.record });
    const { chromaFormat, bitDepthLumaMinus8 } = configuration.record;
    const parameterSets = configuration.nalUnits.map((nal) => nal.unit);
    stream = { ...stream, ...chromaAndDepth(chromaFormat, bitDepthLumaMinus8), ...codecVideoFields("hvc1", parameterSets, diagnostics) };
  } else if (av1C) {
    stream = { ...stream, ...av1ConfigurationFields(av1C, diagnostics) };
  } else if (esds) {
    const descriptor = parseEsds(esds);
    if (descriptor.decoderConfig?.objectTypeIndication === VISUAL_OBJECT_TYPE && descriptor.decoderSpecificInfo) {
      stream = { ...stream, ...mpeg4VisualConfigurationFields(descriptor.decoderSpecificInfo, diagnostics) };
    }
  }
  const prores = PRORES_PROFILES[entryBox.type];
  if (prores) stream = { ...stream, chroma_subsampling: prores.chroma_subsampling, bit_depth: prores.bit_depth };

  const colr = box("colr");
  if (colr) {
    const colour = parseColr(colr);
    extension.push({ type: "colr", ...colour });
    if (colour.colour_primaries !== undefined) {
      stream.color_primaries = colour.colour_primaries;
      stream.transfer_characteristics = colour.transfer_characteristics;
      stream.matrix_coefficients = colour.matrix_coefficients;
    }
    if (colour.full_range_flag !== undefined) stream.video_range = colour.full_range_flag ? "full" : "narrow";
  }
  const pasp = box("pasp");
  if (pasp) {
    const ratio = parsePasp(pasp);
    extension.push({ type: "pasp", ...ratio });
    if (ratio.hSpacing > 0 && ratio.vSpacing > 0) stream.pixel_aspect_ratio = rational(ratio.hSpacing, ratio.vSpacing);
  } else if (!stream.pixel_aspect_ratio && track.tkhd) {
    stream.pixel_aspect_ratio = presentationAspect(track.tkhd, entry.width, entry.height);
  }
  const clap = box("clap");
  if (clap) {
    const aperture = parseClap(clap);
    extension.push({ type: "clap", ...aperture });
    stream.clean_aperture = cleanApertureCrop(aperture, entry.width, entry.height);
  }
  const fiel = box("fiel");
  if (fiel) {
    const fields = parseFiel(fiel);
    extension.push({ type: "fiel", ...fields });
    stream.field_order = fieldOrder(fields.fields, fields.detail) ?? stream.field_order;
  }
  const btrt = box("btrt");
  if (btrt) {
    const rates = parseBtrt(btrt);
    extension.push({ type: "btrt", ...rates });
    if (rates.avgBitrate > 0) stream.bit_rate = rates.avgBitrate;
  }

  const frameRate = trackFrameRate(track, movie);
  const seconds = trackSeconds(track, movie);
  stream.sample_rate = frameRate ?? stream.sample_rate;
  stream.duration = durationUnits(seconds, stream.sample_rate);
  stream.language = trackLanguage(track);
  if (track.tkhd) stream.orientation = orientation(track.tkhd.matrix);
  stream.properties = {
    ...stream.properties,
    TrackId: track.tkhd?.track_ID,
    ...(entryBox.type !== stream.format && { SampleEntry: entryBox.type }),
  };
  if (extension.length > 0) stream.extension = [...(stream.extension ?? []), ...extension];
  return annotateVideoStream(stream);
}

function chromaAndDepth(chromaFormat: number | undefined, bitDepthMinus8: number | undefined): Partial<VideoStream> {
  const chroma = chromaFormat === undefined ? undefined : CHROMA_FORMATS[chromaFormat];
  return {
    ...(chroma && { chroma_subsampling: { horizontal: chroma.horizontal, vertical: chroma.vertical } }),
    ...(bitDepthMinus8 !== undefined && { bit_depth: bitDepthMinus8 + 8 }),
  };
}

/** QuickTime 'fiel': one field is progressive; with two, detail 1/14 put the top field first in time, 6/9 the bottom. */
function fieldOrder(fields: number, detail: number): string | undefined {
  if (fields === 1) return FIELD_ORDER.progressive;
  if (detail === 1 || detail === 14) return FIELD_ORDER.topFieldFirst;
  if (detail === 6 || detail === 9) return FIELD_ORDER.bottomFieldFirst;
  return undefined;
}

/** Without 'pasp', a track presented at another size than it is coded has non-square pixels. */
function presentationAspect(tkhd: TrackHeaderBox, width: number, height: number) {
  if (!tkhd.width || !tkhd.height || !width || !height) return undefined;
  return rational(Math.round(tkhd.width * height), Math.round(tkhd.height * width));
}

/**
 * The matrix's rotation (clockwise degrees, a multiple of 90 in practice) and mirroring: the
 * transformation [a b; c d] is a rotation by atan2(b, a), mirrored when its determinant is negative.
 */
function orientation(matrix: number[]): { rotation: number; mirrored: boolean } {
  const [a = 1, b = 0, , c = 0, d = 1] = matrix;
  const degrees = Math.round((Math.atan2(b, a) * 180) / Math.PI);
  return { rotation: (degrees + 360) % 360, mirrored: a * d - b * c < 0 };
}
