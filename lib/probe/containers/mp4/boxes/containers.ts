// Container boxes the prober walks (ISO/IEC 14496-12): their payload is boxes, read by the registry.
import { containerBox } from "../box-descriptor";

export const moovBox = containerBox("moov", ["file"]); // 8.2.1 MovieBox
export const trakBox = containerBox("trak", ["moov"]); // 8.3.1 TrackBox
export const edtsBox = containerBox("edts", ["trak"]); // 8.6.5 EditBox
export const mdiaBox = containerBox("mdia", ["trak"]); // 8.4.1 MediaBox
export const minfBox = containerBox("minf", ["mdia"]); // 8.4.4 MediaInformationBox
export const stblBox = containerBox("stbl", ["minf"]); // 8.5.1 SampleTableBox
export const mvexBox = containerBox("mvex", ["moov"]); // 8.8.1 MovieExtendsBox
export const moofBox = containerBox("moof", ["file"]); // 8.8.4 MovieFragmentBox
export const trafBox = containerBox("traf", ["moof"]); // 8.8.6 TrackFragmentBox
export const mfraBox = containerBox("mfra", ["file"]); // 8.8.9 MovieFragmentRandomAccessBox
