import { BitReader } from "../../bits/bit-reader";

/**
 * VideoObjectLayer() of ISO/IEC 14496-2 6.2.3 (semantics 6.3.3), read up to not_8_bit: what describes
 * the coded pictures (size, timing, aspect, interlace, chroma, VBV); the coding tools after it are not read.
 */
export interface VideoObjectLayer {
  random_accessible_vol: boolean;
  video_object_type_indication: number;
  video_object_layer_verid: number;
  aspect_ratio_info: number;
  par_width?: number;
  par_height?: number;
  chroma_format?: number;
  low_delay?: boolean;
  /** first_half_bit_rate and latter_half_bit_rate joined: units of 400 bit/s. */
  bit_rate?: number;
  /** first_half_vbv_buffer_size and latter_half_vbv_buffer_size joined: units of 16 384 bits. */
  vbv_buffer_size?: number;
  video_object_layer_shape: number;
  vop_time_increment_resolution: number;
  fixed_vop_rate: boolean;
  fixed_vop_time_increment?: number;
  video_object_layer_width?: number;
  video_object_layer_height?: number;
  interlaced?: boolean;
  obmc_disable?: boolean;
  sprite_enable?: number;
  not_8_bit?: boolean;
  quant_precision?: number;
  bits_per_pixel?: number;
}

/** aspect_ratio_info 0xF: par_width and par_height follow (Table 6-12). */
export const EXTENDED_PAR = 0xf;
/** video_object_layer_shape (Table 6-14). */
const RECTANGULAR = 0;
const BINARY_ONLY = 2;
const GRAYSCALE = 3;

/**
 * Parses a video object layer header; `unit` starts with the start code value byte. `visualObjectVerid`
 * is the enclosing visual object's version, which the layer inherits without its own identifier.
 */
export function parseVideoObjectLayer(unit: Uint8Array, visualObjectVerid = 1): VideoObjectLayer {
  const reader = new BitReader(unit, 1);
  const random_accessible_vol = reader.flag();
  const video_object_type_indication = reader.u(8);
  let video_object_layer_verid = visualObjectVerid;
  if (reader.flag()) {
    video_object_layer_verid = reader.u(4);
    reader.skip(3); // video_object_layer_priority
  }
  const aspect_ratio_info = reader.u(4);
  const layer: Partial<VideoObjectLayer> = {
    random_accessible_vol,
    video_object_type_indication,
    video_object_layer_verid,
    aspect_ratio_info,
  };
  if (aspect_ratio_info === EXTENDED_PAR) {
    layer.par_width = reader.u(8);
    layer.par_height = reader.u(8);
  }
  if (reader.flag()) {
    // vol_control_parameters
    layer.chroma_format = reader.u(2);
    layer.low_delay = reader.flag();
    if (reader.flag()) readVbvParameters(reader, layer);
  }
  const video_object_layer_shape = reader.u(2);
  if (video_object_layer_shape === GRAYSCALE && video_object_layer_verid !== 1) reader.skip(4); // video_object_layer_shape_extension
  reader.skip(1); // marker_bit
  const vop_time_increment_resolution = reader.u(16);
  reader.skip(1); // marker_bit
  const fixed_vop_rate = reader.flag();
  Object.assign(layer, { video_object_layer_shape, vop_time_increment_resolution, fixed_vop_rate });
  if (fixed_vop_rate) layer.fixed_vop_time_increment = reader.u(vopTimeIncrementBits(vop_time_increment_resolution));
  if (video_object_layer_shape !== BINARY_ONLY) {
    if (video_object_layer_shape === RECTANGULAR) {
      reader.skip(1);
      layer.video_object_layer_width = reader.u(13);
      reader.skip(1);
      layer.video_object_layer_height = reader.u(13);
      reader.skip(1);
    }
    layer.interlaced = reader.flag();
    layer.obmc_disable = reader.flag();
    layer.sprite_enable = reader.u(video_object_layer_verid === 1 ? 1 : 2);
    // Sprites (static, GMC) bring their own fields before not_8_bit; they are not read.
    if (layer.sprite_enable === 0) {
      if (video_object_layer_verid !== 1 && video_object_layer_shape !== RECTANGULAR) reader.skip(1); // sadct_disable
      layer.not_8_bit = reader.flag();
      if (layer.not_8_bit) {
        layer.quant_precision = reader.u(4);
        layer.bits_per_pixel = reader.u(4);
      }
    }
  }
  return layer as VideoObjectLayer;
}

/** 6.3.3: vop_time_increment takes the fewest bits that hold vop_time_increment_resolution − 1, at least one. */
export function vopTimeIncrementBits(resolution: number): number {
  let bits = 1;
  while (bits < 16 && 2 ** bits < resolution) bits++;
  return bits;
}

function readVbvParameters(reader: BitReader, layer: Partial<VideoObjectLayer>): void {
  const firstHalfBitRate = reader.u(15);
  reader.skip(1);
  const latterHalfBitRate = reader.u(15);
  reader.skip(1);
  const firstHalfBufferSize = reader.u(15);
  reader.skip(1);
  const latterHalfBufferSize = reader.u(3);
  reader.skip(11 + 1 + 15 + 1); // first_half_vbv_occupancy, marker, latter_half_vbv_occupancy, marker
  layer.bit_rate = firstHalfBitRate * 2 ** 15 + latterHalfBitRate;
  layer.vbv_buffer_size = firstHalfBufferSize * 2 ** 3 + latterHalfBufferSize;
}
