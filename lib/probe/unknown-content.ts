/** A one-line description of content no container parser recognised, to help the user see why. */
export function describeUnknownContent(head: Uint8Array): string {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head.subarray(0, 512)).trimStart().toLowerCase();
  if (text.startsWith("<!doctype html") || text.startsWith("<html")) {
    return "not a media file: this is an HTML page (an error page or a link to one?)";
  }
  if (text.startsWith("<?xml") || text.startsWith("{") || text.startsWith("[")) {
    return "not a media file: this is text (XML or JSON)";
  }
  const printable = head.subarray(0, 512).filter((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b < 127));
  if (head.length > 0 && printable.length / Math.min(head.length, 512) > 0.95)
    return "not a media file: this is plain text";
  return "unrecognised format: no known container signature in the first bytes";
}
