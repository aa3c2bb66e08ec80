export { escapedValue, parseMpegh3daConfig, type Mpegh3daConfig, type SpeakerConfig3d } from "./mpegh3da-config";
export { mpegh3daConfigStream, mpeghAudioStream } from "./audio-stream";
