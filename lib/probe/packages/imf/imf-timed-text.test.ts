// IMSC1 timed text in IMF (ST 2067-2 5.4): a SubtitlesSequence whose track file is a ST 429-5 timed text
// MXF. The track file is generated from the package's audio track file by in-place rewrites: its
// WaveAudioDescriptor key becomes the TimedTextDescriptor key (ST 429-5 Table 4) and its sound data
// definitions become data (ST 377-1 Table 23); the CPL gains the sequence and the descriptor's
// RegXML with RFC5646LanguageTagList and NamespaceURI (ST 2067-2 5.4).
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { imfPackageCopy } from "../testing/node-package-builders";
import { probeFolder } from "../testing/node-probe-package";

const AUDIO = "AUDIO_b285d8f3-0294-4207-8ea8-4f0b72314213.mxf";
const CPL = "CPL_67be5fc8-87f1-4172-8d52-819ca14c7a20.xml";
const TEXT_ID = "0b1c2d3e-4f50-4617-8283-94a5b6c7d8e9";
const TEXT = `TEXT_${TEXT_ID}.mxf`;
const DESCRIPTOR_ID = "5d4c3b2a-1908-4776-a5b4-c3d2e1f00112";

const WAVE_AUDIO_DESCRIPTOR = "060e2b34025301010d01010101014800";
const TIMED_TEXT_DESCRIPTOR = "060e2b34025301010d01010101016400";
const SOUND = "060e2b34040101010103020202000000";
const DATA = "060e2b34040101010103020203000000";

/** Every occurrence of a 16-byte label (version byte, index 7, ignored) replaced. */
function relabel(bytes: Uint8Array, from: string, to: string): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const [head, tail] = [Buffer.from(from.slice(0, 14), "hex"), Buffer.from(from.slice(16), "hex")];
  for (let i = buffer.indexOf(head); i >= 0; i = buffer.indexOf(head, i + 1)) {
    if (buffer.subarray(i + 8, i + 16).equals(tail)) bytes.set(Buffer.from(to, "hex"), i);
  }
}

function timedTextTrackFile(audio: Uint8Array): Uint8Array {
  const bytes = audio.slice();
  relabel(bytes, WAVE_AUDIO_DESCRIPTOR, TIMED_TEXT_DESCRIPTOR);
  relabel(bytes, SOUND, DATA);
  return bytes;
}

const essenceDescriptor = `<EssenceDescriptor><Id>urn:uuid:${DESCRIPTOR_ID}</Id><r0:TimedTextDescriptor>
  <r1:NamespaceURI>http://www.w3.org/ns/ttml/profile/imsc1/text</r1:NamespaceURI>
  <r1:RFC5646LanguageTagList>sv-SE</r1:RFC5646LanguageTagList>
</r0:TimedTextDescriptor></EssenceDescriptor>`;

const subtitlesSequence = `<cc:SubtitlesSequence xmlns:cc="http://www.smpte-ra.org/ns/2067-2/2020">
  <Id>urn:uuid:7e6d5c4b-3a29-4817-a6f5-e4d3c2b1a090</Id><TrackId>urn:uuid:1a2b3c4d-5e6f-4a0b-9c8d-7e6f5a4b3c2d</TrackId>
  <ResourceList><Resource xsi:type="TrackFileResourceType"><Id>urn:uuid:2b3c4d5e-6f70-4b1c-8d9e-0f1a2b3c4d5e</Id>
    <EditRate>60000 1001</EditRate><IntrinsicDuration>80</IntrinsicDuration><EntryPoint>0</EntryPoint><SourceDuration>80</SourceDuration>
    <SourceEncoding>urn:uuid:${DESCRIPTOR_ID}</SourceEncoding><TrackFileId>urn:uuid:${TEXT_ID}</TrackFileId>
  </Resource></ResourceList>
</cc:SubtitlesSequence>`;

describe("IMSC1 timed text", { timeout: 60_000 }, () => {
  const folder = imfPackageCopy();
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const text = timedTextTrackFile(new Uint8Array(readFileSync(path.join(folder, AUDIO))));

  it("is a subtitle stream in its own track file", async () => {
    const result = await probe(new MemorySource(text, TEXT));
    expect(result.data ?? []).toHaveLength(0);
    expect(result.subtitle).toEqual([
      expect.objectContaining({ format: "stpp", properties: expect.objectContaining({ TrackID: 2 }) }),
    ]);
  });

  it("is a subtitle stream of the composition, with the language of its descriptor", async () => {
    writeFileSync(path.join(folder, TEXT), text);
    const assetMap = readFileSync(path.join(folder, "ASSETMAP.xml"), "utf8").replace(
      "<Asset>",
      `<Asset><Id>urn:uuid:${TEXT_ID}</Id><ChunkList><Chunk><Path>${TEXT}</Path><VolumeIndex>1</VolumeIndex><Offset>0</Offset><Length>${text.length}</Length></Chunk></ChunkList></Asset><Asset>`,
    );
    writeFileSync(path.join(folder, "ASSETMAP.xml"), assetMap);
    const cpl = readFileSync(path.join(folder, CPL), "utf8")
      .replace("</EssenceDescriptorList>", `${essenceDescriptor}</EssenceDescriptorList>`)
      .replace("</SequenceList>", `${subtitlesSequence}</SequenceList>`);
    writeFileSync(path.join(folder, CPL), cpl);
    const result = await probeFolder(folder);
    expect(result.subtitle).toHaveLength(1);
    expect(result.subtitle[0]).toMatchObject({
      format: "stpp",
      language: "swe",
      properties: {
        Sequence: "SubtitlesSequence",
        NamespaceURI: "http://www.w3.org/ns/ttml/profile/imsc1/text",
        TrackFiles: [TEXT],
      },
    });
  });
});
