// The 'axml' chunk (EBU Tech 3285 s5, ITU-R BS.2088): an ADM document (ITU-R BS.2076). What it describes
// is summed up by counting its elements — programmes, contents, objects, pack and channel formats, track
// UIDs — and naming its programmes; counting start tags works on a prefix of a long document too.

export interface AudioDefinitionModelSummary {
  audioProgrammeName: string[];
  audioProgramme: number;
  audioContent: number;
  audioObject: number;
  audioPackFormat: number;
  audioChannelFormat: number;
  audioTrackUID: number;
}

const count = (text: string, element: string) =>
  text.match(new RegExp(`<(?:[\\w-]+:)?${element}[\\s>/]`, "g"))?.length ?? 0;

export function summariseAxml(text: string): AudioDefinitionModelSummary {
  const names = [...text.matchAll(/<(?:[\w-]+:)?audioProgramme\s[^>]*?audioProgrammeName="([^"]*)"/g)].map(
    (match) => match[1]!,
  );
  return {
    audioProgrammeName: names,
    audioProgramme: count(text, "audioProgramme"),
    audioContent: count(text, "audioContent"),
    audioObject: count(text, "audioObject"),
    audioPackFormat: count(text, "audioPackFormat"),
    audioChannelFormat: count(text, "audioChannelFormat"),
    audioTrackUID: count(text, "audioTrackUID"),
  };
}
