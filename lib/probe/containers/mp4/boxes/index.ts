// The registry of the boxes the prober reads (box-descriptor.ts): a box's file exports its descriptor,
// listed here once.
import type { MovieBox, SampleEntryBox } from "../box-descriptor";
import { av1CBox } from "./av1C";
import { avcCBox } from "./avcC";
import { btrtBox } from "./btrt";
import { chanBox } from "./chan";
import { clapBox } from "./clap";
import { colrBox } from "./colr";
import { edtsBox, mdiaBox, mfraBox, minfBox, moofBox, moovBox, mvexBox, stblBox, trafBox, trakBox } from "./containers";
import { dac3Box } from "./dac3";
import { dac4Box } from "./dac4";
import { damrBox } from "./damr";
import { dec3Box } from "./dec3";
import { dfLaBox } from "./dfLa";
import { dmlpBox } from "./dmlp";
import { dOpsBox } from "./dOps";
import { udtsBox } from "./udts";
import { dvcCBox, dvvCBox, dvwCBox } from "./dvcC";
import { elstBox } from "./elst";
import { endaBox } from "./enda";
import { esdsBox } from "./esds";
import { fielBox } from "./fiel";
import { ftypBox } from "./ftyp";
import { hdlrBox } from "./hdlr";
import { hvcCBox } from "./hvcC";
import { mdhdBox } from "./mdhd";
import { mhaCBox } from "./mhaC";
import { mehdBox } from "./mehd";
import { mfroBox } from "./mfro";
import { mvhdBox } from "./mvhd";
import { paspBox } from "./pasp";
import { sidxBox } from "./sidx";
import { stcoBox } from "./stco";
import { stsdBox } from "./stsd";
import { stszBox } from "./stsz";
import { sttsBox } from "./stts";
import { cttsBox } from "./ctts";
import { stscBox } from "./stsc";
import { tfdtBox } from "./tfdt";
import { tfhdBox } from "./tfhd";
import { tfraBox } from "./tfra";
import { tkhdBox } from "./tkhd";
import { tmcdBox } from "./tmcd";
import { trexBox } from "./trex";
import { trunBox } from "./trun";

/** The boxes of the file's box tree: each is read inside the boxes its descriptor names as parents. */
export const MOVIE_BOXES: readonly MovieBox[] = [
  ftypBox,
  sidxBox,
  moovBox,
  mvhdBox,
  trakBox,
  tkhdBox,
  edtsBox,
  elstBox,
  mdiaBox,
  mdhdBox,
  hdlrBox,
  minfBox,
  stblBox,
  stsdBox,
  tmcdBox,
  sttsBox,
  cttsBox,
  stscBox,
  stszBox,
  stcoBox,
  mvexBox,
  mehdBox,
  trexBox,
  moofBox,
  trafBox,
  tfhdBox,
  tfdtBox,
  trunBox,
  mfraBox,
  tfraBox,
  mfroBox,
];

/**
 * The boxes of sample entries, in the order their readings apply (the order of the stream's extension
 * list): the decoder configurations first, then what may refine them (a codec's own labels before 'chan').
 */
export const SAMPLE_ENTRY_BOXES: readonly SampleEntryBox<unknown>[] = [
  avcCBox,
  hvcCBox,
  av1CBox,
  esdsBox,
  dac3Box,
  dec3Box,
  dac4Box,
  udtsBox,
  dOpsBox,
  dfLaBox,
  dmlpBox,
  mhaCBox,
  damrBox,
  dvcCBox,
  dvvCBox,
  dvwCBox,
  colrBox,
  paspBox,
  clapBox,
  fielBox,
  chanBox,
  btrtBox,
  endaBox,
];
