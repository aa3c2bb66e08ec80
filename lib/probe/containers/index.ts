import type { ContainerFormat } from "./container-format";
import { matroskaFormat } from "./matroska";
import { mp4Format } from "./mp4";
import { elementaryStream } from "./elementary";
import { mpegProgramStream } from "./mpeg-ps";
import { mpegTransportStream } from "./mpeg-ts";
import { mxfFormat } from "./mxf/mxf-format";
import { wavFormat } from "./wav/wav-format";
import { dvFormat } from "./dv/dv-format";
import { flacFormat } from "./flac";
import { ivfFormat } from "./ivf";
import { dtsHdFormat } from "./dtshd";
import { signatureFormat } from "./signatures/signature-format";
import { dashFormat, hlsFormat, imfFormat } from "../packages/package-formats";

/** The single-file containers: what a package's segments and track files are. */
export const mediaFormats: readonly ContainerFormat[] = [
  mpegTransportStream,
  mxfFormat,
  wavFormat,
  dvFormat,
  signatureFormat,
  mpegProgramStream,
  elementaryStream,
  mp4Format,
  matroskaFormat,
  flacFormat,
  ivfFormat,
  dtsHdFormat,
];

/** Every container the prober knows, tried in order of detection confidence. */
export const containerFormats: readonly ContainerFormat[] = [
  ...mediaFormats,
  // Multi-file packages: their manifest is probed, and through it the files it names.
  imfFormat,
  hlsFormat,
  dashFormat,
];
