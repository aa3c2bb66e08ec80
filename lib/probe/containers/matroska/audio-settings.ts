// RFC 9559 5.1.4.1.29 Audio: sampling frequency, channels and bit depth.
import { float, unsignedInteger } from "./ebml/element";
import { element } from "./ebml/master-element";
import { ID } from "./element-ids";

export const audioElements = {
  SamplingFrequency: element(ID.SamplingFrequency, float, 8000),
  /** The rate after decoding when it differs (e.g. HE-AAC's SBR doubles it). */
  OutputSamplingFrequency: element(ID.OutputSamplingFrequency, float),
  Channels: element(ID.Channels, unsignedInteger, 1),
  BitDepth: element(ID.BitDepth, unsignedInteger),
};
