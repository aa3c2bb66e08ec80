// Web Crypto rather than node:crypto: the schemas that use HEX32 also validate forms in the browser.

/** 32 lowercase hex digits from the CSPRNG: watermark ids, reservation ids and tokens. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let id = "";
  for (const byte of bytes) id += HEX_BYTES[byte];
  return id;
}

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

export const HEX32 = /^[0-9a-f]{32}$/;
