// WAVE files: RIFF (Microsoft RIFF/WAVE), BWF (EBU Tech 3285), RF64 (EBU Tech 3306) and BW64
// (ITU-R BS.2088) with their fmt, bext, ds64, iXML, axml and chna chunks.
import { annotateAudioStream, formatBytes, formatDuration } from "../../annotate";
import { BlockReader } from "../../io/block-reader";
import type { AudioStream, ContainerProbe } from "../../schema";
import type { ProbeContext } from "../container-format";
import { summariseAxml } from "./axml-chunk";
import { parseBroadcastExtensionChunk } from "./bext-chunk";
import { parseChannelAllocationChunk } from "./chna-chunk";
import { dtsInWav } from "./dts-in-wav";
import { parseDataSize64Chunk, type DataSize64Chunk } from "./ds64-chunk";
import { parseFormatChunk, WAVE_FORMAT_EXTENSIBLE, type FormatChunk } from "./fmt-chunk";
import { waveFormat } from "./format-tags";
import { parseIxmlChunk } from "./ixml-chunk";
import { fourCC, RF64_SIZE_IN_DS64, readChunkList, type RiffChunk } from "./riff-chunk";
import { channelLabels } from "./speaker-positions";
import { RIFF_FORMS } from "./wav-format";

/** Bytes of a bext chunk read: its fixed part and the start of the coding history. */
const MAX_BEXT_BYTES = 602 + 4096;
/** Bytes of an iXML or axml document read: iXML is a few KiB; a long ADM document is summed up from this prefix. */
const MAX_XML_BYTES = 512 * 1024;
/** chna entries read: 1024 track UIDs (ADM renderers' limit is far lower). */
const MAX_CHNA_BYTES = 4 + 1024 * 40;

export async function probeWav(context: ProbeContext): Promise<ContainerProbe> {
  const { source, diagnostics } = context;
  const reader = new BlockReader(source, context.head);
  const type = RIFF_FORMS[fourCC(context.head, 0)] ?? "wav";
  let ds64: DataSize64Chunk | undefined;
  if (type !== "wav" && fourCC(await reader.bytes(12, 4), 0) === "ds64") {
    ds64 = parseDataSize64Chunk(await reader.bytes(20, 28));
  } else if (type !== "wav") {
    diagnostics.push(`WAV: ${type.toUpperCase()} file without a ds64 chunk first (EBU Tech 3306 clause 3.3)`);
  }
  const sizeOf = (chunk: RiffChunk) =>
    chunk.size === RF64_SIZE_IN_DS64 && chunk.id === "data" && ds64 ? ds64.dataSize : chunk.size;
  const chunks = await readChunkList(reader, sizeOf, diagnostics);
  const find = (id: string) => chunks.find((chunk) => chunk.id === id);

  const fmtChunk = find("fmt ");
  let format: FormatChunk | undefined;
  try {
    format = fmtChunk && parseFormatChunk(await reader.bytes(fmtChunk.offset, Math.min(fmtChunk.size, 64)));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    diagnostics.push(`WAV: the fmt chunk cannot be read (${error.message})`);
  }
  if (!fmtChunk) diagnostics.push("WAV: no fmt chunk: the samples cannot be described");
  const data = find("data");
  if (!data) diagnostics.push("WAV: no data chunk: the file holds no samples");
  const dataSize = data ? Math.min(sizeOf(data), source.size - data.offset) : 0;
  if (data && dataSize < sizeOf(data))
    diagnostics.push(`WAV: the data chunk declares ${sizeOf(data)} bytes but the file holds ${dataSize}`);

  const properties: Record<string, unknown> = format ? { wFormatTag: format.wFormatTag } : {};
  const pcmStream = format && audioStream(format, dataSize, properties);
  const carried = format && data && (await dtsInWav(carrierTag(format), reader, data.offset, dataSize));
  const stream = carried || pcmStream;
  const bext = find("bext");
  if (bext) {
    try {
      properties.bext = parseBroadcastExtensionChunk(
        await reader.bytes(bext.offset, Math.min(bext.size, MAX_BEXT_BYTES)),
      );
    } catch (error) {
      diagnostics.push(`WAV: bext chunk cannot be read (${(error as Error).message})`);
    }
  }
  const text = async (chunk: RiffChunk) =>
    new TextDecoder("utf-8").decode(await reader.bytes(chunk.offset, Math.min(chunk.size, MAX_XML_BYTES)));
  const ixml = find("iXML");
  if (ixml) {
    const fields = parseIxmlChunk(await text(ixml));
    if (!fields)
      diagnostics.push(
        ixml.size > MAX_XML_BYTES
          ? `WAV: the iXML chunk is longer than ${MAX_XML_BYTES} bytes; it was not read`
          : "WAV: the iXML chunk is not a BWFXML document",
      );
    properties.iXML = { size: ixml.size, ...fields };
  }
  const axml = find("axml");
  if (axml) properties.axml = { size: axml.size, ...summariseAxml(await text(axml)) };
  const chna = find("chna");
  if (chna) {
    try {
      properties.chna = {
        size: chna.size,
        ...parseChannelAllocationChunk(await reader.bytes(chna.offset, Math.min(chna.size, MAX_CHNA_BYTES))),
      };
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      diagnostics.push(`WAV: chna chunk cannot be read (${error.message})`);
      properties.chna = { size: chna.size };
    }
  }
  if (ds64) properties.ds64 = ds64;

  const timeReference = (properties.bext as { TimeReference?: number } | undefined)?.TimeReference;
  const seconds =
    stream?.duration !== undefined && stream.sample_rate ? stream.duration / stream.sample_rate.numerator : undefined;
  return {
    type,
    size: source.size,
    ...(seconds !== undefined && { duration: formatDuration(seconds) }),
    manifest: [],
    properties,
    video: [],
    audio: stream ? [annotateAudioStream(stream)] : [],
    subtitle: [],
    $annotation: {
      type: properties.bext ? "Broadcast Wave (BWF)" : type === "wav" ? "WAVE" : type.toUpperCase(),
      size: formatBytes(source.size),
      ...(seconds !== undefined && { duration: formatDuration(seconds) }),
      // TimeReference counts samples since midnight (EBU Tech 3285 clause 2.3).
      ...(timeReference !== undefined &&
        format &&
        format.nSamplesPerSec > 0 && { TimeReference: formatDuration(timeReference / format.nSamplesPerSec) }),
    },
  };
}

/** The format tag, or the SubFormat's for WAVE_FORMAT_EXTENSIBLE. */
function carrierTag(format: FormatChunk): number {
  return format.wFormatTag === WAVE_FORMAT_EXTENSIBLE && format.subFormatTag !== undefined
    ? format.subFormatTag
    : format.wFormatTag;
}

function audioStream(format: FormatChunk, dataSize: number, properties: Record<string, unknown>): AudioStream {
  const extensible = format.wFormatTag === WAVE_FORMAT_EXTENSIBLE && format.subFormatTag !== undefined;
  const tag = carrierTag(format);
  const bits = (extensible && format.wValidBitsPerSample) || format.wBitsPerSample;
  const stream: AudioStream = { format: waveFormat(tag, format.wBitsPerSample) };
  if (format.nSamplesPerSec > 0) stream.sample_rate = { numerator: format.nSamplesPerSec, denominator: 1 };
  if (format.nChannels > 0) stream.channels = format.nChannels;
  if (bits > 0) stream.bits_per_sample = bits;
  if (format.nAvgBytesPerSec > 0) stream.bit_rate = format.nAvgBytesPerSec * 8;
  // A block holds one sample of every channel (nBlockAlign), so the data size counts samples for linear formats.
  if (format.nBlockAlign > 0 && (tag === 1 || tag === 3)) stream.duration = Math.floor(dataSize / format.nBlockAlign);
  if (format.dwChannelMask !== undefined && format.dwChannelMask !== 0) {
    stream.label = channelLabels(format.dwChannelMask, format.nChannels);
    properties.dwChannelMask = format.dwChannelMask;
  }
  return stream;
}
