// Reads the boxes the prober needs from the box tree (ISO/IEC 14496-12 Figure/Table 1): ftyp, moov
// (wherever it lies: the top level is walked by headers, so a moov after a large mdat costs two
// header reads), mvex for fragmented movies, and the first sidx. 'moov' precedes every 'moof' (8.8.1),
// so the walk stops at the first moof; the fragments are read on only when nothing else gives durations.
import type { BoxHeader } from "./box-header";
import { printable } from "./box-header";
import type { BoxSpan, BoxTree } from "./box-tree";
import type { InlineBox } from "./box-header";
import { ELST_BYTES, parseElst, type EditListBox } from "./boxes/elst";
import { parseFtyp, type FileTypeBox } from "./boxes/ftyp";
import { HDLR_BYTES, parseHdlr, type HandlerBox } from "./boxes/hdlr";
import { MDHD_BYTES, parseMdhd, type MediaHeaderBox } from "./boxes/mdhd";
import { MEHD_BYTES, parseMehd, type MovieExtendsHeaderBox } from "./boxes/mehd";
import { MVHD_BYTES, parseMvhd, type MovieHeaderBox } from "./boxes/mvhd";
import { parseSidx, SIDX_BYTES, type SegmentIndexBox } from "./boxes/sidx";
import { parseStco, STCO_BYTES, type ChunkOffsetBox } from "./boxes/stco";
import { parseStsd, STSD_BYTES } from "./boxes/stsd";
import { parseStsz, STSZ_BYTES, type SampleSizeBox } from "./boxes/stsz";
import { parseStts, STTS_BYTES, type TimeToSampleBox } from "./boxes/stts";
import { parseTkhd, TKHD_BYTES, type TrackHeaderBox } from "./boxes/tkhd";
import { parseTrex, TREX_BYTES, type TrackExtendsBox } from "./boxes/trex";
import { readFirstMovieFragment, readMovieFragments, type MovieFragments } from "./movie-fragments";
import { isKnownDuration } from "./track-timing";

export interface Track {
  tkhd?: TrackHeaderBox;
  elst?: EditListBox;
  mdhd?: MediaHeaderBox;
  hdlr?: HandlerBox;
  sampleEntries: InlineBox[];
  stts?: TimeToSampleBox;
  stsz?: SampleSizeBox;
  stco?: ChunkOffsetBox;
}

export interface Movie {
  /** 'ftyp', or a segment's 'styp' when the file is a media segment. */
  ftyp?: FileTypeBox;
  /** Whether a 'moov' box was found. */
  moov: boolean;
  mvhd?: MovieHeaderBox;
  tracks: Track[];
  mehd?: MovieExtendsHeaderBox;
  trex: TrackExtendsBox[];
  /** Whether movie fragments ('mvex' or 'moof') are present. */
  fragmented: boolean;
  sidx?: SegmentIndexBox;
  /** What the first movie fragment tells of each track (first sample, sample durations), and the durations summed over the fragments when the moov gives none. */
  fragments?: MovieFragments;
}

/** The whole file as the parent of the top-level boxes. */
const FILE = (size: number): BoxSpan => ({ type: "file", payloadStart: 0, end: size });
/** ftyp brands read at most. */
const FTYP_BYTES = 8 + 64 * 4;

export async function readMovie(tree: BoxTree): Promise<Movie> {
  const movie: Movie = { moov: false, tracks: [], trex: [], fragmented: false };
  // Iterated by hand: the walk goes on from the first moof when the fragments are read.
  const boxes = tree.children(FILE(tree.fileSize));
  for (let next = await boxes.next(); !next.done; next = await boxes.next()) {
    const box = next.value;
    if ((box.type === "ftyp" || box.type === "styp") && !movie.ftyp) {
      movie.ftyp = await read(tree, box, FTYP_BYTES, parseFtyp);
    } else if (box.type === "moov" && !movie.moov) {
      movie.moov = true;
      await readMoov(tree, box, movie);
    } else if (box.type === "sidx" && !movie.sidx) {
      movie.sidx = await read(tree, box, SIDX_BYTES, parseSidx);
    } else if (box.type === "moof") {
      movie.fragmented = true;
      const durationKnown = isKnownDuration(movie.mvhd?.duration) || isKnownDuration(movie.mehd?.fragment_duration) || movie.sidx;
      if (movie.moov) movie.fragments = durationKnown ? await readFirstMovieFragment(tree, box, movie.trex) : await readMovieFragments(tree, boxes, box, movie.trex);
      break;
    }
  }
  return movie;
}

async function readMoov(tree: BoxTree, moov: BoxHeader, movie: Movie): Promise<void> {
  for await (const box of tree.children(moov)) {
    if (box.type === "mvhd") movie.mvhd = await read(tree, box, MVHD_BYTES, parseMvhd);
    else if (box.type === "trak") movie.tracks.push(await readTrak(tree, box));
    else if (box.type === "mvex") {
      movie.fragmented = true;
      for await (const child of tree.children(box)) {
        if (child.type === "mehd") movie.mehd = await read(tree, child, MEHD_BYTES, parseMehd);
        if (child.type === "trex") {
          const trex = await read(tree, child, TREX_BYTES, parseTrex);
          if (trex) movie.trex.push(trex);
        }
      }
    }
  }
}

async function readTrak(tree: BoxTree, trak: BoxHeader): Promise<Track> {
  const track: Track = { sampleEntries: [] };
  for await (const box of tree.children(trak)) {
    if (box.type === "tkhd") track.tkhd = await read(tree, box, TKHD_BYTES, parseTkhd);
    else if (box.type === "edts") {
      const elst = await tree.child(box, "elst");
      if (elst) track.elst = await read(tree, elst, ELST_BYTES, parseElst);
    } else if (box.type === "mdia") await readMdia(tree, box, track);
  }
  return track;
}

async function readMdia(tree: BoxTree, mdia: BoxHeader, track: Track): Promise<void> {
  for await (const box of tree.children(mdia)) {
    if (box.type === "mdhd") track.mdhd = await read(tree, box, MDHD_BYTES, parseMdhd);
    else if (box.type === "hdlr") track.hdlr = await read(tree, box, HDLR_BYTES, parseHdlr);
    else if (box.type === "minf") {
      const stbl = await tree.child(box, "stbl");
      if (stbl) await readStbl(tree, stbl, track);
    }
  }
}

async function readStbl(tree: BoxTree, stbl: BoxHeader, track: Track): Promise<void> {
  for await (const box of tree.children(stbl)) {
    switch (box.type) {
      case "stsd":
        track.sampleEntries = (await read(tree, box, STSD_BYTES, (payload) => parseStsd(payload, tree.diagnostics))) ?? [];
        break;
      case "stts":
        track.stts = await read(tree, box, STTS_BYTES, parseStts);
        break;
      case "stsz":
      case "stz2":
        track.stsz = await read(tree, box, STSZ_BYTES, (payload) => parseStsz(payload, box.type as "stsz" | "stz2"));
        break;
      case "stco":
      case "co64":
        track.stco = await read(tree, box, STCO_BYTES, (payload) => parseStco(payload, box.type as "stco" | "co64"));
        break;
    }
  }
}

/** Reads up to `maxBytes` of a box and parses them; a box too short for its fields becomes a diagnostic. */
async function read<T>(tree: BoxTree, box: BoxHeader, maxBytes: number, parse: (payload: Uint8Array) => T): Promise<T | undefined> {
  try {
    return parse(await tree.payload(box, maxBytes));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    tree.diagnostics.push(`box '${printable(box.type)}' at ${box.start} is damaged (${error.message}); it was ignored`);
    return undefined;
  }
}
