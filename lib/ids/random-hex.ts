// Web Crypto rather than node:crypto: the schemas that use HEX32 also validate forms in the browser.

/**
 * CSPRNG bytes drawn 64 ids at a time: one getRandomValues call per request was a measurable share of a
 * reservation's CPU (a reservation takes two ids). Each byte is used once.
 */
const pool = new Uint8Array(16 * 64);
let used = pool.length;

/** 32 lowercase hex digits from the CSPRNG: watermark ids, reservation ids and tokens. */
export function newId(): string {
  if (used === pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  let id = "";
  for (let i = used; i < used + 16; i++) id += HEX_BYTES[pool[i]!];
  used += 16;
  return id;
}

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

export const HEX32 = /^[0-9a-f]{32}$/;
