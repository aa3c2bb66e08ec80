// Web Crypto rather than node:crypto: the schemas that use HEX32 also validate forms in the browser.

/** 32 lowercase hex digits from the CSPRNG: watermark ids, reservation ids and tokens. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const HEX32 = /^[0-9a-f]{32}$/;
