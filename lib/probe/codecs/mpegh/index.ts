export { escapedValue, parseMpegh3daConfig, type Mpegh3daConfig, type SpeakerConfig3d } from "./mpegh3da-config";
export { mpeghAudioStream } from "./audio-stream";
