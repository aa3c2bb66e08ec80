// Reading a transport stream within a fixed budget: the head until the PSI and every elementary stream's
// headers are found (bounded), then the tail for the last timestamps. Cost does not grow with file size.
import { ProbeError } from "../../errors";
import type { ProbeContext } from "../container-format";
import { findPacketAlignment, type PacketAlignment } from "./packet-layout";
import { PacketCursor } from "./packet-cursor";
import { PSI_WINDOW_BYTES, PsiWindow } from "./psi-window";
import { TransportStreamDemux } from "./transport-stream-demux";
import { parseTransportPacket, type TransportPacket } from "./transport-packet";

/** Most bytes read from the start of the file. */
export const HEAD_LIMIT = 1024 * 1024;
const HEAD_STEP = 128 * 1024;
/** The tail is read in two steps: most files need only the first. */
const TAIL_STEPS = [192 * 1024, 768 * 1024] as const;

export interface TransportStreamReading {
  demux: TransportStreamDemux;
  alignment: PacketAlignment;
}

export async function readTransportStream(context: ProbeContext): Promise<TransportStreamReading> {
  const { source, head, diagnostics } = context;
  const alignment = findPacketAlignment(head, 0, head.length);
  if (!alignment) throw new ProbeError("unrecognized", `${source.name}: no transport packet framing found`);
  if (alignment.packetStart > 0)
    diagnostics.push(`${alignment.packetStart} bytes before the first transport packet were skipped`);
  const demux = new TransportStreamDemux(diagnostics);

  const buffer = new Uint8Array(Math.min(source.size, HEAD_LIMIT));
  let filled = Math.min(head.length, buffer.length);
  buffer.set(head.subarray(0, filled));
  const sectionCursor = new PacketCursor(alignment, alignment.packetStart, diagnostics);
  // The elementary pass starts once the PMTs are known, from the first packet, so nothing before the
  // PSI is lost (some files carry the PAT and PMT only mid-stream).
  const elementaryCursor = new PacketCursor(alignment, alignment.packetStart, undefined);
  const window = new PsiWindow();
  for (;;) {
    for (let bytes; (bytes = sectionCursor.next(buffer, filled));) {
      const packet = parseTransportPacket(bytes);
      if (packet) readSections(demux, window, packet);
    }
    const headEnd = filled === buffer.length;
    if (headEnd && demux.pmtsMissing && filled < source.size)
      await readLatePsi(context, demux, alignment, sectionCursor.position, window);
    if (headEnd && !demux.sectionsComplete) demux.describeFromDamagedPmts();
    if (demux.sectionsComplete || headEnd) {
      for (let bytes; (bytes = elementaryCursor.next(buffer, filled));) {
        const packet = parseTransportPacket(bytes);
        if (packet) demux.readElementary(packet, false);
      }
    }
    if (headEnd || (demux.sectionsComplete && demux.tracks.elementaryComplete)) break;
    const chunk = await source.read(filled, Math.min(HEAD_STEP, buffer.length - filled));
    if (chunk.length === 0) break;
    buffer.set(chunk, filled);
    filled += chunk.length;
  }
  if (demux.identifyWithoutPsi()) {
    // No PAT in the whole head: PMTs on any PID, then PIDs from their own PES packets, in two more passes.
    for (const read of [
      (p: TransportPacket) => demux.readOrphanSections(p),
      (p: TransportPacket) => demux.readElementary(p, false),
    ]) {
      const cursor = new PacketCursor(alignment, alignment.packetStart, undefined);
      for (let bytes; (bytes = cursor.next(buffer, filled));) {
        const packet = parseTransportPacket(bytes);
        if (packet) read(packet);
      }
    }
  }
  demux.finishHead();
  if (filled === source.size) reportCutPacket(filled - elementaryCursor.position, alignment, diagnostics);
  // The tail goes on from the packet that the end of the head cut, which the elementary pass left unread.
  else await readTail(context, demux, alignment, elementaryCursor.position);
  demux.finishFile();
  return { demux, alignment };
}

function readSections(demux: TransportStreamDemux, window: PsiWindow, packet: TransportPacket): void {
  window.observe(packet);
  demux.readSections(packet);
}

/**
 * A PMT the head did not show: the PSI pass goes on past the head, sections only, for the PSI window
 * (psi-window.ts), then looks in the file's last bytes. The streams it finds are read from the head on
 * by the elementary pass that follows, and from the tail.
 */
async function readLatePsi(
  context: ProbeContext,
  demux: TransportStreamDemux,
  layout: PacketAlignment,
  from: number,
  window: PsiWindow,
): Promise<void> {
  const { source } = context;
  const chunkBytes = Math.floor(HEAD_STEP / layout.packetSize) * layout.packetSize;
  let offset = from;
  while (demux.pmtsMissing && !window.over && offset < source.size && offset - from < PSI_WINDOW_BYTES) {
    offset += readSectionsOf(
      await source.read(offset, Math.min(chunkBytes, source.size - offset)),
      demux,
      layout,
      window,
    );
  }
  const tailStart = Math.max(offset, source.size - TAIL_STEPS[0]);
  if (demux.pmtsMissing && tailStart < source.size) {
    const tail = await source.read(tailStart, source.size - tailStart);
    const alignment = findPacketAlignment(tail, 0, tail.length, layout);
    if (alignment) readSectionsOf(tail.subarray(alignment.packetStart), demux, layout, window);
  }
}

/** The section pass over `bytes`, which start at a packet; returns the bytes consumed (all, when none is whole). */
function readSectionsOf(
  bytes: Uint8Array,
  demux: TransportStreamDemux,
  layout: PacketAlignment,
  window: PsiWindow,
): number {
  const cursor = new PacketCursor(layout, 0, undefined);
  for (let packet; (packet = cursor.next(bytes, bytes.length));) {
    const parsed = parseTransportPacket(packet);
    if (parsed) readSections(demux, window, parsed);
  }
  return cursor.position > 0 ? cursor.position : Math.max(bytes.length, 1);
}

async function readTail(
  context: ProbeContext,
  demux: TransportStreamDemux,
  layout: PacketAlignment,
  unread: number,
): Promise<void> {
  const { source, diagnostics } = context;
  let tail = new Uint8Array(0);
  let tailStart = source.size;
  for (const step of TAIL_STEPS) {
    const start = Math.max(unread, source.size - step);
    if (start >= tailStart) break;
    const more = await source.read(start, tailStart - start);
    const joined = new Uint8Array(more.length + tail.length);
    joined.set(more);
    joined.set(tail, more.length);
    tail = joined;
    tailStart = start;
    const alignment = findPacketAlignment(tail, 0, tail.length, layout);
    if (!alignment) {
      diagnostics.push(`no transport packets found in the last ${tail.length} bytes`);
      continue;
    }
    const cursor = new PacketCursor(layout, alignment.packetStart, diagnostics, tailStart);
    demux.tracks.startTailPass(start === unread);
    for (let bytes; (bytes = cursor.next(tail, tail.length));) {
      const packet = parseTransportPacket(bytes);
      if (packet) demux.readElementary(packet, true);
    }
    if (demux.tracks.tailComplete || start === unread) {
      reportCutPacket(tail.length - cursor.position, layout, diagnostics);
      return;
    }
  }
}

function reportCutPacket(leftover: number, layout: PacketAlignment, diagnostics: string[]): void {
  if (leftover > 0 && leftover < layout.packetSize) {
    diagnostics.push(`the file ends ${leftover} bytes into a ${layout.packetSize}-byte packet (truncated?)`);
  }
}
