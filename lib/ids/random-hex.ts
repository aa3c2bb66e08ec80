import { randomBytes } from "node:crypto";

/** 32 lowercase hex digits from the CSPRNG: watermark ids, reservation ids and tokens. */
export function newId(): string {
  return randomBytes(16).toString("hex");
}

export const HEX32 = /^[0-9a-f]{32}$/;
