import { describe, expect, it } from "vitest";
import { MESSAGE_BITS, messageToPayload, payloadToMessage } from "./payload";

describe("block payload", () => {
  const payload = { sid: 0xffff, csid: 0x1abcd, time: 1_795_000_000 };

  it("packs sid, csid and time most significant bit first, then a CRC-24", () => {
    const message = payloadToMessage(payload);
    expect(message).toHaveLength(MESSAGE_BITS);
    expect(MESSAGE_BITS).toBe(16 + 20 + 32 + 24);
    expect(message.slice(0, 16)).toEqual(new Array(16).fill(1));
    expect(message.slice(16, 36).join("")).toBe((0x1abcd).toString(2).padStart(20, "0"));
    expect(message.slice(36, 68).join("")).toBe((1_795_000_000).toString(2).padStart(32, "0"));
    expect(messageToPayload(message)).toEqual(payload);
  });

  it("rejects any single flipped bit", () => {
    const message = payloadToMessage(payload);
    for (let at = 0; at < message.length; at++) {
      const damaged = [...message];
      damaged[at] = 1 - damaged[at]!;
      expect(messageToPayload(damaged)).toBeUndefined();
    }
  });

  it("refuses values wider than their field", () => {
    expect(() => payloadToMessage({ ...payload, csid: 0x100000 })).toThrow(RangeError);
    expect(() => payloadToMessage({ ...payload, time: 2 ** 32 })).toThrow(RangeError);
  });
});
