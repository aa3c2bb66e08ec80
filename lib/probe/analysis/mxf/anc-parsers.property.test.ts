// Bytes from outside never make the ST 436, ST 291, ST 334 or SCTE 104 parsers fail with anything but a
// ProbeError: random values, and valid structures cut or changed at random points.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ProbeError } from "../../errors";
import type { ContainerProbe } from "../../schema";
import { parseAncFrameElement } from "./anc-frame-element";
import { parseAncPacket } from "./anc-packet";
import { cdpCcPairs } from "./caption-distribution-packet";
import { editUnitClock } from "./edit-unit-clock";
import { parseScte104Message } from "./scte104/scte104-message";
import { Scte104Markers } from "./scte104/scte104-markers";
import { parseScte104VancPayload } from "./scte104/vanc-payload";

const PARSERS: [string, (bytes: Uint8Array) => unknown][] = [
  ["ST 436 ANC element", parseAncFrameElement],
  ["ST 291 packet", parseAncPacket],
  ["ST 334-2 CDP", cdpCcPairs],
  ["ST 2010 payload", parseScte104VancPayload],
  ["SCTE 104 message", parseScte104Message],
];

/** A multiple_operation_message with a splice_request_data and a segmentation request (SCTE 104 syntax). */
const VALID_MESSAGE = [
  0xff, 0xff, 0x00, 0x30, 0, 0, 1, 0, 0, 0, 0, 2, 0x01, 0x01, 0x00, 0x0e, 1, 0, 0, 0x12, 0x34, 0, 7, 0x03, 0xe8, 0x01,
  0x2c, 1, 2, 1, 0x01, 0x0b, 0x00, 0x0e, 0, 0, 0, 77, 0, 0, 15, 9, 2, 0x41, 0x42, 0x34, 1, 1,
];

const mutated = fc
  .tuple(
    fc.integer({ min: 0, max: VALID_MESSAGE.length }),
    fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }))),
  )
  .map(([cut, changes]) => {
    const bytes = Uint8Array.from(VALID_MESSAGE.slice(0, cut));
    for (const [at, value] of changes) if (bytes.length > 0) bytes[at % bytes.length] = value;
    return bytes;
  });

function resultOrProbeError(parse: (bytes: Uint8Array) => unknown, bytes: Uint8Array): void {
  try {
    parse(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ProbeError);
  }
}

describe("the ancillary data parsers on bytes from outside", () => {
  it.each(PARSERS)("%s: random bytes give a result or a ProbeError", (_, parse) => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => resultOrProbeError(parse, bytes)));
  });

  it("SCTE 104: a valid message cut short or changed gives a result or a ProbeError", () => {
    expect(parseScte104Message(Uint8Array.from(VALID_MESSAGE)).operations).toHaveLength(2);
    fc.assert(fc.property(mutated, (bytes) => resultOrProbeError(parseScte104Message, bytes)));
  });

  it("the SCTE 104 markers count what they cannot read and never throw", () => {
    const probe: ContainerProbe = {
      type: "op1a",
      size: 0,
      manifest: [],
      properties: {},
      video: [],
      audio: [],
      subtitle: [],
      $annotation: {},
    };
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 80 }), { maxLength: 20 }), (packets) => {
        const markers = new Scte104Markers(editUnitClock(probe));
        packets.forEach((udw, index) => markers.packet(udw, index, 9));
        const report = markers.finish();
        expect(report.anc_packets).toBe(packets.length);
      }),
    );
  });
});
