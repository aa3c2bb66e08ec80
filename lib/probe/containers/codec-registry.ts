// The codec header parsers of lib/probe/codecs, by the CodecId that stream identification tables name.
import type { AudioCodec, VideoCodec } from "../codecs/codec";
import { aacCodec } from "../codecs/aac";
import { ac3Codec } from "../codecs/ac3";
import { dtsCodec } from "../codecs/dts";
import { avcCodec } from "../codecs/h264";
import { hevcCodec } from "../codecs/hevc";
import { blurayLpcmCodec, dvdLpcmCodec } from "../codecs/lpcm";
import { mpeg2VideoCodec } from "../codecs/mp2v";
import { mpegAudioCodec } from "../codecs/mpeg-audio";
import { smpte302mCodec } from "../codecs/s302m";
import { trueHdCodec } from "../codecs/truehd";
import { av1Codec } from "../codecs/av1";
import { mpeg4VisualCodec } from "../codecs/mpeg4-visual";
import { mpeghCodec } from "../codecs/mpegh";
import type { CodecId } from "../tables/mpeg-stream-types";

const CODECS: Readonly<Record<CodecId, VideoCodec | AudioCodec>> = {
  mp2v: mpeg2VideoCodec,
  h264: avcCodec,
  hevc: hevcCodec,
  "mpeg-audio": mpegAudioCodec,
  aac: aacCodec,
  // One parser for AC-3 and E-AC-3: the bitstream's bsid tells them apart.
  ac3: ac3Codec,
  s302m: smpte302mCodec,
  "bluray-lpcm": blurayLpcmCodec,
  "dvd-lpcm": dvdLpcmCodec,
  dts: dtsCodec,
  truehd: trueHdCodec,
  av1: av1Codec,
  "mpeg4-visual": mpeg4VisualCodec,
  mpegh: mpeghCodec,
};

export function codecFor(id: CodecId | undefined): VideoCodec | AudioCodec | undefined {
  return id === undefined ? undefined : CODECS[id];
}
