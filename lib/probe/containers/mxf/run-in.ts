// Where the header partition pack starts: after an optional run-in (SMPTE ST 377-1 clause 6.5). Kept
// apart from the parser so that detection, which runs on every probed file, loads and costs next to nothing.

/** ST 377-1 clause 6.5: a run-in before the header partition is shorter than 65536 bytes. */
const MAX_RUN_IN = 65535;

/** The first 14 bytes of every header partition pack key (ST 377-1 Table 5; byte 14 is open/closed, complete/incomplete). */
const HEADER_PARTITION_KEY_PREFIX = Uint8Array.of(
  0x06,
  0x0e,
  0x2b,
  0x34,
  0x02,
  0x05,
  0x01,
  0x01,
  0x0d,
  0x01,
  0x02,
  0x01,
  0x01,
  0x02,
);

/** Offset of the header partition pack key within the first bytes (the run-in length), or -1. */
export function findHeaderPartition(head: Uint8Array): number {
  const last = Math.min(head.length - 16, MAX_RUN_IN);
  const first = HEADER_PARTITION_KEY_PREFIX[0]!;
  // indexOf skips to each candidate first byte natively, so a non-MXF head costs a few microseconds.
  for (let at = head.indexOf(first); at >= 0 && at <= last; at = head.indexOf(first, at + 1)) {
    if (matchesAt(head, at)) return at;
  }
  return -1;
}

function matchesAt(head: Uint8Array, at: number): boolean {
  for (let index = 1; index < HEADER_PARTITION_KEY_PREFIX.length; index++) {
    if (head[at + index] !== HEADER_PARTITION_KEY_PREFIX[index]) return false;
  }
  return true;
}
