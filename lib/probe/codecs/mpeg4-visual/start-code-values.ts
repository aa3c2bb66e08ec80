// Start code values of ISO/IEC 14496-2 6.2.1 Table 6-3 (the byte after the 0x000001 prefix).

/** video_object_layer_start_code: 0x20–0x2F. */
export const VIDEO_OBJECT_LAYER_START_CODE_FIRST = 0x20;
export const VIDEO_OBJECT_LAYER_START_CODE_LAST = 0x2f;
export const VISUAL_OBJECT_SEQUENCE_START_CODE = 0xb0;
export const GROUP_OF_VOP_START_CODE = 0xb3;
export const VISUAL_OBJECT_START_CODE = 0xb5;
export const VOP_START_CODE = 0xb6;
