/** The set bits of an unsigned 32-bit mask: channel masks give one bit per loudspeaker. */
export const setBitCount = (mask: number): number => [...(mask >>> 0).toString(2)].filter((bit) => bit === "1").length;
