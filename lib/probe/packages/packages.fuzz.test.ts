// Manifests are external input: whatever text follows a package's signature, the prober answers with
// a result or a ProbeError, never another exception.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ProbeError } from "../errors";
import { MemorySource } from "../io/byte-source";
import { probe } from "../probe";

const encoder = new TextEncoder();

const line = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "#EXT-X-STREAM-INF:BANDWIDTH=1",
    "#EXTINF:2,",
    '#EXT-X-MAP:URI="i.mp4",BYTERANGE="9@0"',
    "#EXT-X-BYTERANGE:5",
    "#EXT-X-ENDLIST",
    "seg.ts",
    "?",
    '#EXT-X-MEDIA:TYPE=AUDIO,URI="a.m3u8"',
  ),
);
const element = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "<Period>",
    "</Period>",
    '<AdaptationSet contentType="video">',
    '<Representation id="$" bandwidth="x">',
    '<SegmentTemplate media="$Number%0999d$"/>',
    "<BaseURL>../..</BaseURL>",
    "<Segment><SequenceList><MainImageSequence><TrackId>t</TrackId></MainImageSequence></SequenceList></Segment>",
  ),
);

async function settles(text: string): Promise<void> {
  try {
    await probe(new MemorySource(encoder.encode(text), "package"));
  } catch (error) {
    expect(error).toBeInstanceOf(ProbeError);
  }
}

describe("package manifests as external input", () => {
  it("HLS playlists", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 30 }), (lines) => settles(`#EXTM3U\n${lines.join("\n")}`)),
      { numRuns: 200 },
    );
  });

  it("DASH MPDs and IMF CPLs", async () => {
    const root = fc.constantFrom("MPD", "CompositionPlaylist", "AssetMap", "PackingList");
    await fc.assert(
      fc.asyncProperty(root, fc.array(element, { maxLength: 20 }), (name, parts) =>
        settles(`<${name} mediaPresentationDuration="PT1S">${parts.join("")}</${name}>`),
      ),
      { numRuns: 200 },
    );
  });
});
