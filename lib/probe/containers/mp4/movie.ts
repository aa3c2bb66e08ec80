// Reads the boxes the prober needs from the box tree (ISO/IEC 14496-12 Figure/Table 1) through the box
// registry (box-registry.ts): ftyp, moov (wherever it lies: the top level is walked by headers, so a moov
// after a large mdat costs two header reads), mvex for fragmented movies, and the first sidx. 'moov'
// precedes every 'moof' (8.8.1), so the walk stops at the first moof; the fragments are read on only when
// nothing else gives durations.
import type { InlineBox } from "./box-header";
import { childrenOf, lastValueOf, movieBox, readBox, valuesOf, type ReadBox } from "./box-registry";
import type { BoxSpan, BoxTree } from "./box-tree";
import { edtsBox, mdiaBox, minfBox, moovBox, mvexBox, stblBox, trakBox } from "./boxes/containers";
import { elstBox, type EditListBox } from "./boxes/elst";
import { ftypBox, type FileTypeBox } from "./boxes/ftyp";
import { hdlrBox, type HandlerBox } from "./boxes/hdlr";
import { mdhdBox, type MediaHeaderBox } from "./boxes/mdhd";
import { mehdBox, type MovieExtendsHeaderBox } from "./boxes/mehd";
import { mvhdBox, type MovieHeaderBox } from "./boxes/mvhd";
import { sidxBox, type SegmentIndexBox } from "./boxes/sidx";
import { stcoBox, type ChunkOffsetBox } from "./boxes/stco";
import { stsdBox } from "./boxes/stsd";
import { stszBox, type SampleSizeBox } from "./boxes/stsz";
import { sttsBox, type TimeToSampleBox } from "./boxes/stts";
import { tkhdBox, type TrackHeaderBox } from "./boxes/tkhd";
import { trexBox, type TrackExtendsBox } from "./boxes/trex";
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

export async function readMovie(tree: BoxTree): Promise<Movie> {
  const read: ReadBox[] = [];
  // Iterated by hand: the walk goes on from the first moof when the fragments are read.
  const boxes = tree.children(FILE(tree.fileSize));
  for (let next = await boxes.next(); !next.done; next = await boxes.next()) {
    const box = next.value;
    if (box.type === "moof") {
      const movie = { ...movieOf(read), fragmented: true };
      const durationKnown =
        isKnownDuration(movie.mvhd?.duration) || isKnownDuration(movie.mehd?.fragment_duration) || movie.sidx;
      if (movie.moov)
        movie.fragments = durationKnown
          ? await readFirstMovieFragment(tree, box, movie.trex)
          : await readMovieFragments(tree, boxes, box, movie.trex);
      return movie;
    }
    const descriptor = movieBox("file", box.type);
    // At the top level the first box of a kind that could be read counts: a file has one ftyp and one moov.
    if (descriptor && !read.some((earlier) => earlier.descriptor === descriptor && earlier.value !== undefined))
      read.push(await readBox(tree, box, descriptor));
  }
  return movieOf(read);
}

/** What the prober takes from the top-level boxes read. */
function movieOf(file: readonly ReadBox[]): Movie {
  const moov = childrenOf(file, moovBox);
  const mvex = valuesOf(moov, mvexBox);
  const movieExtends = childrenOf(moov, mvexBox);
  return {
    ftyp: lastValueOf(file, ftypBox),
    moov: valuesOf(file, moovBox).length > 0,
    mvhd: lastValueOf(moov, mvhdBox),
    tracks: valuesOf(moov, trakBox).map((trak) => trackOf(trak ?? [])),
    mehd: lastValueOf(movieExtends, mehdBox),
    trex: valuesOf(movieExtends, trexBox).filter((trex) => trex !== undefined),
    fragmented: mvex.length > 0,
    sidx: lastValueOf(file, sidxBox),
  };
}

/** What the prober takes from a track's boxes. */
function trackOf(trak: readonly ReadBox[]): Track {
  const mdia = childrenOf(trak, mdiaBox);
  const stbl = childrenOf(childrenOf(mdia, minfBox), stblBox);
  return {
    tkhd: lastValueOf(trak, tkhdBox),
    elst: lastValueOf(childrenOf(trak, edtsBox), elstBox),
    mdhd: lastValueOf(mdia, mdhdBox),
    hdlr: lastValueOf(mdia, hdlrBox),
    sampleEntries: lastValueOf(stbl, stsdBox) ?? [],
    stts: lastValueOf(stbl, sttsBox),
    stsz: lastValueOf(stbl, stszBox),
    stco: lastValueOf(stbl, stcoBox),
  };
}
